import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ServerRenderProvider, type ServerRenderData } from '@shop/ui';
import { useLoad } from './use-load';

describe('useLoad', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('loads, fails with a logged error, and loads again on retry', async () => {
    const load = jest
      .fn<Promise<string>, [AbortSignal]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('data');
    const { result } = renderHook(() => useLoad(load, 'a', 'TEST-1 thing'));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error' }));
    expect(console.error).toHaveBeenCalledWith('[shell] TEST-1 thing failed', expect.any(Error));
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
    });
    rerender({ key: 'en' });
    expect(signals[0]!.aborted).toBe(true);
    await act(async () => resolvers[0]!('old'));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => resolvers[1]!('new'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'new' });
  });

  describe('under a server render (ADR 13)', () => {
    const provider =
      (value: ServerRenderData) =>
      ({ children }: { children: ReactNode }) => (
        <ServerRenderProvider value={value}>{children}</ServerRenderProvider>
      );

    it('starts from the served data on the first mount without fetching it; a new key or retry fetches', async () => {
      const load = jest.fn<Promise<string>, [AbortSignal]>().mockResolvedValue('fetched');
      const { result, rerender } = renderHook(({ key }) => useLoad(load, key, 'TEST-3'), {
        initialProps: { key: 'ru:about' },
        wrapper: provider({ seed: { 'ru:about': 'served' } }),
      });
      expect(result.current.state).toEqual({ status: 'ready', data: 'served' });
      await act(async () => undefined);
      expect(load).not.toHaveBeenCalled();
      rerender({ key: 'ru:contacts' });
      await waitFor(() =>
        expect(result.current.state).toEqual({ status: 'ready', data: 'fetched' }),
      );
      // Back on the served key: the seed was for the first mount only.
      rerender({ key: 'ru:about' });
      await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
      act(() => result.current.retry());
      await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    });

    it('a page mounted later under the same seed (a client navigation back) fetches afresh', async () => {
      const load = jest.fn<Promise<string>, [AbortSignal]>().mockResolvedValue('fetched');
      const wrapper = provider({ seed: { 'en:about': 'served' } });
      const first = renderHook(() => useLoad(load, 'en:about', 'TEST-5'), { wrapper });
      expect(first.result.current.state).toEqual({ status: 'ready', data: 'served' });
      await act(async () => undefined);
      first.unmount();
      expect(load).not.toHaveBeenCalled();
      const later = renderHook(() => useLoad(load, 'en:about', 'TEST-5'), { wrapper });
      expect(later.result.current.state).toEqual({ status: 'loading' });
      await waitFor(() =>
        expect(later.result.current.state).toEqual({ status: 'ready', data: 'fetched' }),
      );
      expect(load).toHaveBeenCalledTimes(1);
    });

    it("the server's discovery pass starts the request under its key and renders loading", () => {
      const keys: string[] = [];
      const loadOnServer = <T,>(key: string, start: () => Promise<T>): Promise<T> => {
        keys.push(key);
        return start();
      };
      const load = jest.fn<Promise<string>, [AbortSignal]>().mockResolvedValue('content');
      function Probe() {
        const { state } = useLoad(load, 'en:about', 'TEST-4');
        return <p>{state.status === 'ready' ? state.data : state.status}</p>;
      }
      const Wrapper = provider({ seed: {}, load: loadOnServer, discover: true });
      expect(
        renderToString(
          <Wrapper>
            <Probe />
          </Wrapper>,
        ),
      ).toBe('<p>loading</p>');
      expect(keys).toEqual(['en:about']);
      expect(load).toHaveBeenCalledTimes(1);
      // The rendering pass renders with what was loaded.
      const Seeded = provider({ seed: { 'en:about': 'content' } });
      expect(
        renderToString(
          <Seeded>
            <Probe />
          </Seeded>,
        ),
      ).toBe('<p>content</p>');
    });
  });
});
