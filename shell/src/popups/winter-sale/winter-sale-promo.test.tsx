import { act, render } from '@testing-library/react';
import { bus, openPopup } from '@shop/event-bus';
import type { RouteState } from '@shop/types';
import { openPopupKeys, resetPopupState } from '../testing';
import { WINTER_SALE_POPUP_COOKIE } from '@shop/storefront';
import { WINTER_SALE_DELAY_MS, WinterSalePromo } from './winter-sale-promo';

const route = (name: string, layout: RouteState['layout'] = 'default'): RouteState => ({
  name,
  owner: 'catalog',
  layout,
  pathname: '/',
  search: '',
  params: {},
});

const clearCookie = () => {
  document.cookie = `${WINTER_SALE_POPUP_COOKIE}=; Max-Age=0; Path=/`;
};

describe('WinterSalePromo', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    clearCookie();
  });
  afterEach(() => {
    act(() => resetPopupState());
    jest.useRealTimers();
    clearCookie();
  });

  it('opens the popup once, after the delay, on a browsing page, and records it in the cookie', () => {
    act(() => bus.set('route', route('home')));
    const first = render(<WinterSalePromo />);
    act(() => jest.advanceTimersByTime(WINTER_SALE_DELAY_MS - 1));
    expect(openPopupKeys()).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(openPopupKeys()).toEqual(['winter-sale-subscribe']);
    expect(document.cookie).toContain(`${WINTER_SALE_POPUP_COOKIE}=${Date.now()}`);
    first.unmount();

    // The next page load of the same visitor: not again.
    act(() => resetPopupState());
    render(<WinterSalePromo />);
    act(() => jest.advanceTimersByTime(10 * WINTER_SALE_DELAY_MS));
    expect(openPopupKeys()).toEqual([]);
  });

  it('shows again once 14 days have passed', () => {
    act(() => bus.set('route', route('catalog-listing')));
    document.cookie = `${WINTER_SALE_POPUP_COOKIE}=${Date.now() - 1_209_600_000}; Path=/`;
    render(<WinterSalePromo />);
    act(() => jest.advanceTimersByTime(WINTER_SALE_DELAY_MS));
    expect(openPopupKeys()).toEqual(['winter-sale-subscribe']);
  });

  it.each([
    ['a product page', route('product')],
    ['the cart', route('cart')],
    ['a landing', route('lpsale', 'landing')],
  ])('stays away from %s', (_label, state) => {
    act(() => bus.set('route', state));
    render(<WinterSalePromo />);
    act(() => jest.advanceTimersByTime(10 * WINTER_SALE_DELAY_MS));
    expect(openPopupKeys()).toEqual([]);
    expect(document.cookie).not.toContain(WINTER_SALE_POPUP_COOKIE);
  });

  it('waits while another popup is open, and leaving the page cancels the wait', () => {
    act(() => bus.set('route', route('home')));
    act(() => openPopup('shops', {}));
    render(<WinterSalePromo />);
    act(() => jest.advanceTimersByTime(10 * WINTER_SALE_DELAY_MS));
    expect(openPopupKeys()).toEqual(['shops']);
    act(() => resetPopupState());
    act(() => jest.advanceTimersByTime(WINTER_SALE_DELAY_MS / 2));
    act(() => bus.set('route', route('product')));
    act(() => jest.advanceTimersByTime(10 * WINTER_SALE_DELAY_MS));
    expect(openPopupKeys()).toEqual([]);
  });
});
