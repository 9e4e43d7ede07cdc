import { act, renderHook, waitFor } from '@testing-library/react';
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
});
