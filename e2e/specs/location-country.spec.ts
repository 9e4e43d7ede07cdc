import { GEOLOCATION_COOKIE, GEOLOCATION_COOKIE_MAX_AGE_S } from '@shop/storefront';
import type { CartCalculateRequest } from '@shop/types';
import { expect, test } from '../fixtures';
import { CartPage, addToCartThroughApi, findBuyableProduct } from '../pages/cart-pages';
import { ListingPage } from '../pages/catalog-pages';
import { LocationPopup } from '../pages/location-popup';
import { seriousViolations } from '../support/axe';

const SHELL_PORT = Number(process.env.SHOP_PORT_SHELL ?? 8080);
const COM = `http://shop.test.com:${SHELL_PORT}`;
const RU = `http://shop.test.ru:${SHELL_PORT}`;

test('on .com, choosing Russia lands on the .ru host in roubles with the geolocation cookie reset', async ({
  page,
  storefront,
}) => {
  test.skip(storefront === 'ru', 'starts on the English storefront and leaves it for .ru');
  const popup = new LocationPopup(page, 'en');
  await new ListingPage(page, 'en').open('/catalog/new');

  // A city of a .com country first: the .com host now keeps a location and saved order data.
  await popup.open();
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  await popup.chooseCountry('Germany');
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  await popup.chooseCity('ber', 'Berlin');
  await expect(popup.dialog).toBeHidden();
  await popup.expectCity('Berlin');
  expect(page.url()).toMatch(new RegExp(`^${COM}/catalog/new`));
  const before = await page.context().cookies(COM);
  expect(before.map((c) => c.name)).toContain(GEOLOCATION_COOKIE);
  await page.evaluate(() => window.localStorage.setItem('shop.orderData', '{"fio":"Anna Test"}'));

  await popup.open();
  await popup.chooseCountry('Russia');
  await popup.chooseCity('mos', 'Moscow');

  await page.waitForURL(`${RU}/catalog/new`);
  const listing = new ListingPage(page, 'ru');
  await listing.waitForProducts();
  await listing.expectPricesInStorefrontCurrency();
  await new LocationPopup(page, 'ru').expectCity('Москва');
  const comCookies = await page.context().cookies(COM);
  expect(comCookies.map((c) => c.name)).not.toContain(GEOLOCATION_COOKIE);
  // The chosen country came along (ADR 21): the .ru host keeps Russia, as its default location.
  const ruCookie = (await page.context().cookies(RU)).find((c) => c.name === GEOLOCATION_COOKIE);
  expect(decodeURIComponent(ruCookie?.value ?? '')).toContain('"country_iso_code":"RU"');

  // The saved order data of the .com host went with the cookie.
  await page.goto(`${COM}/`);
  expect(await page.evaluate(() => window.localStorage.getItem('shop.orderData'))).toBeNull();
});

test('on .ru, another Russian city keeps the domain and recalculates the cart for that city', async ({
  page,
  storefront,
}) => {
  test.skip(storefront === 'en', 'a city of Russia is chosen on the Russian storefront');
  const popup = new LocationPopup(page, 'ru');
  const cart = new CartPage(page, 'ru');
  await page.goto('/');
  const product = await findBuyableProduct(page, { from: '/rings', pick: 3 });
  await addToCartThroughApi(page, product);
  await cart.open();
  await expect(cart.lines.first()).toBeVisible();

  await popup.open();
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  await popup.chooseCountry('Россия');
  const recalculated = page.waitForRequest((request) => {
    if (!request.url().endsWith('/api/cart/calculate') || request.method() !== 'POST') return false;
    const body = request.postDataJSON() as CartCalculateRequest;
    return body.delivery?.city === 'Казань';
  });
  await popup.chooseCity('Каз', 'Казань');

  const request = await recalculated;
  expect((await request.response())?.ok()).toBe(true);
  await expect(popup.dialog).toBeHidden();
  expect(page.url()).toBe(`${RU}/cart`);
  await popup.expectCity('Казань');
  await expect(cart.lines.first()).toBeVisible();

  // The choice lives in the geolocation cookie for a year and survives a reload.
  const cookie = (await page.context().cookies(RU)).find((c) => c.name === GEOLOCATION_COOKIE);
  expect(decodeURIComponent(cookie?.value ?? '')).toContain('Казань');
  expect(cookie!.expires * 1000).toBeGreaterThan(
    Date.now() + (GEOLOCATION_COOKIE_MAX_AGE_S - 3600) * 1000,
  );
  await page.reload();
  await popup.expectCity('Казань');
});

test('on a 320 px phone the location button fits the header and opens the popup as a sheet', async ({
  page,
  storefront,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const popup = new LocationPopup(page, storefront);
  await page.goto('/');
  await expect(popup.headerButton).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  await popup.open();
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(popup.dialog).toBeHidden();
  await expect(popup.headerButton).toBeFocused();
});
