import { EventBus, bus } from './event-bus';
import { closeAllPopups, closePopup, openPopup } from './popups';

describe('EventBus', () => {
  it('delivers a typed event to every subscriber', () => {
    const local = new EventBus();
    const first: number[] = [];
    const second: number[] = [];
    local.on('cart:changed').subscribe((e) => first.push(e.totalProducts));
    local.on('cart:changed').subscribe((e) => second.push(e.totalProducts));
    local.emit('cart:changed', { totalProducts: 3, source: 'catalog' });
    expect(first).toEqual([3]);
    expect(second).toEqual([3]);
  });

  it('does not deliver events of another type', () => {
    const local = new EventBus();
    const seen: unknown[] = [];
    local.on('favorites:changed').subscribe((e) => seen.push(e));
    local.emit('cart:changed', { totalProducts: 1, source: 'catalog' });
    expect(seen).toEqual([]);
  });

  it('replays state to a late subscriber', () => {
    const local = new EventBus();
    local.emit('cart:changed', { totalProducts: 2, source: 'catalog' });
    const late: number[] = [];
    local.select('cart').subscribe((cart) => late.push(cart.totalProducts));
    expect(late).toEqual([2]);
  });

  it('toggles favorites into and out of replayed state', () => {
    const local = new EventBus();
    local.emit('favorites:toggle', { productId: 5, active: true, source: 'catalog' });
    local.emit('favorites:toggle', { productId: 7, active: true, source: 'catalog' });
    local.emit('favorites:toggle', { productId: 5, active: false, source: 'catalog' });
    expect(local.get('favorites').ids).toEqual([7]);
    local.emit('favorites:changed', { ids: [1, 2] });
    expect(local.get('favorites').ids).toEqual([1, 2]);
  });

  it('sets owned state and skips identical values', () => {
    const local = new EventBus();
    const seen: unknown[] = [];
    local.select('user').subscribe((u) => seen.push(u));
    const user = { isAuth: true, name: 'Anna' };
    local.set('user', user);
    local.set('user', user);
    expect(seen).toHaveLength(2);
    expect(local.get('user')).toBe(user);
    local.emit('user:changed', { isAuth: false });
    expect(local.get('user').isAuth).toBe(false);
  });

  it('is one instance per page, shared through a global slot', () => {
    const slot = (globalThis as Record<symbol, unknown>)[Symbol.for('@shop/event-bus')];
    expect(slot).toBe(bus);
  });
});

describe('popup bus', () => {
  afterEach(() => closeAllPopups());

  it('opens popups by key, keeps one entry per key and sets the some-open flag', () => {
    openPopup('ring-size', { productId: 1 });
    openPopup('ring-size', { productId: 2 });
    openPopup('auth', { step: 1 });
    const state = bus.get('popup');
    expect(state.someOpen).toBe(true);
    expect(state.open.map((p) => p.key)).toEqual(['ring-size', 'auth']);
    expect(state.open[0]).toEqual({ key: 'ring-size', props: { productId: 2 } });
  });

  it('closes one popup, then all, resetting the flag', () => {
    openPopup('ring-size', {});
    openPopup('auth', {});
    closePopup('ring-size');
    expect(bus.get('popup')).toEqual({ open: [{ key: 'auth', props: {} }], someOpen: true });
    closeAllPopups();
    expect(bus.get('popup')).toEqual({ open: [], someOpen: false });
  });
});
