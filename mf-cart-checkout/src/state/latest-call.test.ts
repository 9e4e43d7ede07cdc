import { ApiCancelledError } from '@shop/api-client';
import { createLatestCall } from './latest-call';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createLatestCall (calculation cancelling)', () => {
  it('aborts the call in flight when a newer one starts and ignores its late answer', async () => {
    const latest = createLatestCall();
    const first = deferred<string>();
    const signals: AbortSignal[] = [];
    const older = latest.run((signal) => {
      signals.push(signal);
      return first.promise;
    });
    const newer = latest.run(async (signal) => {
      signals.push(signal);
      return 'new totals';
    });
    first.resolve('stale totals');
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    await expect(older).resolves.toBeNull();
    await expect(newer).resolves.toBe('new totals');
  });

  it('swallows ApiCancelledError but rethrows real failures', async () => {
    const latest = createLatestCall();
    await expect(
      latest.run(() => Promise.reject(new ApiCancelledError('/cart/calculate'))),
    ).resolves.toBeNull();
    await expect(latest.run(() => Promise.reject(new Error('500')))).rejects.toThrow('500');
  });
});
