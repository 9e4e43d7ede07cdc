import type { LocationResponse } from '@shop/types';
import { expect, test } from '../fixtures';
import { addToCartThroughApi, CartPage, findBuyableProduct } from '../pages/cart-pages';
import { browserApiOk } from '../support/browser-api';

// Issue #24: the twelve shops were "Магазин № 1…12" only (docs/product/09-constants.md#locations-and-shops: twelve mall locations).

const STORE = {
  ru: {
    delivery: /^Самовывоз из магазина/,
    legend: 'Магазин',
    // The visitor's country: Russia (the storefront's default location, Moscow).
    shop: { name: 'Бутик на Красной площади', mall: 'ГУМ', address: 'Красная площадь, 3' },
    count: 10,
    foreign: /Дубай|Dubai/,
  },
  en: {
    delivery: /^Pick up in store/,
    legend: 'Shop',
    // The visitor's country: the UAE, the English storefront's country with shops.
    shop: {
      name: 'Downtown Boutique',
      mall: 'The Dubai Mall',
      address: 'Financial Centre Rd, Downtown',
    },
    count: 2,
    foreign: /Moscow|Москва|[а-яё]/i,
  },
} as const;

test("store pickup names each shop of the visitor's country: its name, mall and address", async ({
  page,
  storefront,
}) => {
  const text = STORE[storefront];
  await page.goto('/');
  if (storefront === 'en')
    await browserApiOk<LocationResponse>(page, 'POST', '/location', { country_iso_code: 'AE' });
  await addToCartThroughApi(page, await findBuyableProduct(page, { from: '/rings', pick: 7 }));
  const cart = new CartPage(page, storefront);
  await cart.open();
  await cart.startCheckout();
  await cart.main.getByRole('radio', { name: text.delivery }).check();

  const shops = cart.main.getByRole('group', { name: text.legend, exact: true });
  await expect(shops.getByRole('radio')).toHaveCount(text.count);
  const shop = shops.getByRole('radio', { name: new RegExp(`^${text.shop.name}`) });
  await expect(shop).toBeVisible();
  const label = shops.locator('label').filter({ hasText: text.shop.name });
  await expect(label).toContainText(text.shop.mall);
  await expect(label).toContainText(text.shop.address);
  await expect(shops).not.toContainText(/Магазин №|Shop no\./);
  await expect(shops).not.toContainText(text.foreign);

  await shop.check();
  await expect(shop).toBeChecked();
});
