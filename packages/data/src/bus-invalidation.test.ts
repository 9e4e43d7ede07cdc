import { EventBus } from '@shop/event-bus';
import { connectBusInvalidation } from './bus-invalidation';
import { createQueryClient } from './query-client';

function setUp() {
  const client = createQueryClient();
  const bus = new EventBus();
  const disconnect = connectBusInvalidation(client, bus);
  const seed = (key: string, meta?: object) => {
    client.getQueryCache().build(client, { queryKey: [key], meta });
    client.setQueryData([key], 1);
  };
  return { client, bus, disconnect, seed };
}

const stale = (client: ReturnType<typeof createQueryClient>, key: string) =>
  client.getQueryState([key])?.isInvalidated;

describe('bus invalidation', () => {
  it('cart:changed invalidates the queries that name it, and only those', () => {
    const { client, bus, seed } = setUp();
    seed('cart', { invalidatedBy: ['cart:changed'] });
    seed('user', { invalidatedBy: ['user:changed'] });
    seed('product');
    bus.emit('cart:changed', { totalProducts: 2, source: 'catalog' });
    expect(stale(client, 'cart')).toBe(true);
    expect(stale(client, 'user')).toBe(false);
    expect(stale(client, 'product')).toBe(false);
  });

  it('user:changed invalidates what depends on the visitor', () => {
    const { client, bus, seed } = setUp();
    seed('profile', { invalidatedBy: ['user:changed'] });
    seed('cart', { invalidatedBy: ['cart:changed', 'user:changed'] });
    bus.emit('user:changed', { isAuth: true });
    expect(stale(client, 'profile')).toBe(true);
    expect(stale(client, 'cart')).toBe(true);
  });

  it('an app’s own cart:changed does not invalidate its query (no loop)', () => {
    const { client, bus, seed } = setUp();
    seed('cart', { invalidatedBy: ['cart:changed'], owner: 'cart-checkout' });
    bus.emit('cart:changed', { totalProducts: 1, source: 'cart-checkout' });
    expect(stale(client, 'cart')).toBe(false);
    bus.emit('cart:changed', { totalProducts: 1, source: 'catalog' });
    expect(stale(client, 'cart')).toBe(true);
  });

  it('stops listening once disconnected', () => {
    const { client, bus, seed, disconnect } = setUp();
    seed('cart', { invalidatedBy: ['cart:changed'] });
    disconnect();
    bus.emit('cart:changed', { totalProducts: 2, source: 'catalog' });
    expect(stale(client, 'cart')).toBe(false);
  });
});
