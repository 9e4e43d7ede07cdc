import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  createQueryClient,
  DataProvider,
  dehydratePage,
  getQueryClient,
  hydratePage,
  prefetchAll,
} from '@shop/data';
import { shellQueryKey, useLoad } from './use-load';

const wrapper = ({ children }: { children: ReactNode }) => <DataProvider>{children}</DataProvider>;

describe('useLoad', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('loads, fails with a logged error, and loads again on retry', async () => {
    const load = jest
      .fn<Promise<string>, [AbortSignal]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('data');
    const { result } = renderHook(() => useLoad(load, 'a', 'TEST-1 thing'), { wrapper });
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error' }));
    expect(console.error).toHaveBeenCalledWith(
      '[shell] TEST-1 thing failed ["shell","a"]',
      expect.any(Error),
    );
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'data' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('cancels the previous request when the key changes, so its late answer is dropped', async () => {
    const resolvers: ((value: string) => void)[] = [];
    const signals: AbortSignal[] = [];
    const load = (signal: AbortSignal) =>
      new Promise<string>((resolve) => {
        signals.push(signal);
        resolvers.push(resolve);
      });
    const { result, rerender } = renderHook(({ key }) => useLoad(load, key, 'TEST-2'), {
      initialProps: { key: 'ru' },
      wrapper,
    });
    rerender({ key: 'en' });
    expect(signals[0]!.aborted).toBe(true);
    await act(async () => resolvers[0]!('old'));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => resolvers.at(-1)!('new'));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'new' }));
  });

  it('serves a fresh answer to a later mount of the same key without asking again', async () => {
    const load = jest.fn<Promise<string>, [AbortSignal]>().mockResolvedValue('fetched');
    const first = renderHook(() => useLoad(load, 'en:about', 'TEST-5'), { wrapper });
    await waitFor(() =>
      expect(first.result.current.state).toEqual({ status: 'ready', data: 'fetched' }),
    );
    first.unmount();
    const later = renderHook(() => useLoad(load, 'en:about', 'TEST-5'), { wrapper });
    expect(later.result.current.state).toEqual({ status: 'ready', data: 'fetched' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  describe('under a server render (ADR 13, 23)', () => {
    it('renders once from what the server prefetched under the same key', async () => {
      const server = createQueryClient({ server: true });
      await prefetchAll(server, [
        { queryKey: shellQueryKey('en:about'), queryFn: () => Promise.resolve('content') },
      ]);
      const load = jest.fn<Promise<string>, [AbortSignal]>().mockResolvedValue('other');
      function Probe() {
        const { state } = useLoad(load, 'en:about', 'TEST-4');
        return <p>{state.status === 'ready' ? state.data : state.status}</p>;
      }
      expect(
        renderToString(
          <DataProvider client={server}>
            <Probe />
          </DataProvider>,
        ),
      ).toBe('<p>content</p>');
      expect(load).not.toHaveBeenCalled();
    });

    it('starts ready from the served answers in the browser, then a new key or retry asks', async () => {
      const server = createQueryClient({ server: true });
      await prefetchAll(server, [
        { queryKey: shellQueryKey('ru:about'), queryFn: () => Promise.resolve('served') },
      ]);
      hydratePage(getQueryClient(), JSON.parse(JSON.stringify(dehydratePage(server))));
      const load = jest.fn<Promise<string>, [AbortSignal]>().mockResolvedValue('fetched');
      const { result, rerender } = renderHook(({ key }) => useLoad(load, key, 'TEST-3'), {
        initialProps: { key: 'ru:about' },
        wrapper,
      });
      expect(result.current.state).toEqual({ status: 'ready', data: 'served' });
      await act(async () => undefined);
      expect(load).not.toHaveBeenCalled();
      rerender({ key: 'ru:contacts' });
      await waitFor(() =>
        expect(result.current.state).toEqual({ status: 'ready', data: 'fetched' }),
      );
      act(() => result.current.retry());
      await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    });
  });
});
