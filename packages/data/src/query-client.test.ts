import { ApiCancelledError, ApiError } from '@shop/api-client';
import { bus } from '@shop/event-bus';
import {
  createQueryClient,
  getQueryClient,
  isLoggedFailure,
  resetQueryClient,
} from './query-client';

const apiError = (status: number) => new ApiError({ status, code: `http_${status}`, message: 'x' });

describe('the query client', () => {
  it('is one per page in the browser, and bus events reach it', () => {
    const client = getQueryClient();
    expect(getQueryClient()).toBe(client);
    client.getQueryCache().build(client, {
      queryKey: ['cart'],
      meta: { invalidatedBy: ['cart:changed'] },
    });
    client.setQueryData(['cart'], 1);
    bus.emit('cart:changed', { totalProducts: 1, source: 'catalog' });
    expect(client.getQueryState(['cart'])?.isInvalidated).toBe(true);
    resetQueryClient();
    expect(getQueryClient()).not.toBe(client);
  });

  it('logs failures under the query’s code, never a cancellation or a 4xx answer', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const client = createQueryClient();
    const fail = (error: unknown, errorCode?: string) =>
      client
        .fetchQuery({
          queryKey: [String(Math.random())],
          queryFn: () => Promise.reject(error),
          meta: { errorCode },
        })
        .catch(() => undefined);
    await fail(apiError(0), 'CART-001 cart');
    await fail(apiError(503));
    await fail(apiError(404));
    await fail(apiError(401));
    await fail(new ApiCancelledError('/x'));
    expect(log.mock.calls.map(([text]) => String(text).split(' ')[1])).toEqual([
      'CART-001',
      'DATA-001',
    ]);
    expect(isLoggedFailure(new Error('bug'))).toBe(true);
  });

  it('never retries by itself: the error state offers the shopper’s retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    for (const client of [createQueryClient(), createQueryClient({ server: true })]) {
      const failing = jest.fn(() => Promise.reject(apiError(0)));
      await expect(client.fetchQuery({ queryKey: ['x'], queryFn: failing })).rejects.toBeInstanceOf(
        ApiError,
      );
      expect(failing).toHaveBeenCalledTimes(1);
    }
  });
});
