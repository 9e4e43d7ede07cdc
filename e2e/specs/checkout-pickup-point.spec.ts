import type { BusEvents } from '@shop/types';
import { expect, test } from '../fixtures';
import { addToCartThroughApi, CartPage, findBuyableProduct } from '../pages/cart-pages';
import { PickupPointPopup } from '../pages/pickup-point-popup';
import { seriousViolations } from '../support/axe';
import { devLogin } from '../support/dev-login';
import { openPopupOnBus, recordBusEvents, recordedBusEvents } from '../support/page-bus';

type Chosen = BusEvents['pickup-point:chosen'];

// The seed has 180 points, 45 per provider; two providers make 90: one "show more". CDEK is
// written in the storefront's language.
const TWO_PROVIDERS = { ru: ['СДЭК', 'Boxberry'], en: ['CDEK', 'Boxberry'] } as const;

// The checkout's texts for its pickup delivery (the cart-checkout page catalogue).
const CHECKOUT = {
  ru: { pickpointDelivery: /^В пункт выдачи/, choose: 'Выбрать пункт выдачи' },
  en: { pickpointDelivery: /^Pickup point/, choose: 'Choose a pickup point' },
} as const;

test('checkout: pickup delivery opens the chooser; the chosen point shows in the checkout', async ({
  page,
  storefront,
}) => {
  test.skip(
    storefront === 'en',
    'the .com storefront delivers by courier only: pickup points are a Russian delivery type (docs/product/04-states.md#delivery-methods-and-types)',
  );
  await devLogin(page);
  await addToCartThroughApi(page, await findBuyableProduct(page, { fromEnd: true, pick: 2 }));
  const cart = new CartPage(page, storefront);
  await cart.open();
  await cart.startCheckout();
  await cart.main.getByRole('radio', { name: CHECKOUT[storefront].pickpointDelivery }).check();
  const opener = cart.main.getByRole('button', { name: CHECKOUT[storefront].choose });
  await opener.click();

  const popup = new PickupPointPopup(page, storefront);
  await expect(popup.dialog).toBeVisible();
  await popup.provider('СДЭК').check();
  await popup.expectShown(45, 45);
  await expect(popup.showMore).toHaveCount(0);
  const address = await popup.chooseListed(3);
  await expect(popup.dialog).toHaveCount(0);
  await expect(cart.main.getByTestId('chosen-pickpoint')).toContainText(address);
});

test.describe('pickup-point chooser', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/cart');
    await recordBusEvents(page, 'pickup-point:chosen');
    // The checkout's pickup button opens the chooser through the popup bus, exactly so.
    await openPopupOnBus(page, 'pickup-point-choose', { mode: 'cart' });
  });

  test('filter by provider, show more, choose a point: the choice goes back on the bus', async ({
    page,
    storefront,
  }) => {
    const popup = new PickupPointPopup(page, storefront);
    await expect(popup.dialog).toBeVisible();
    await expect(popup.search).toBeFocused();
    await expect(popup.points).toHaveCount(50);
    await expect(popup.mapMarkers.first()).toBeVisible();

    for (const name of TWO_PROVIDERS[storefront]) await popup.provider(name).check();
    await popup.expectShown(50, 90);
    await popup.showMore.click();
    await popup.expectShown(90, 90);
    await expect(popup.points).toHaveCount(90);
    await expect(popup.showMore).toHaveCount(0);

    const address = await popup.chooseListed(60);
    await expect(popup.dialog).toHaveCount(0);
    const chosen = await recordedBusEvents<Chosen>(page, 'pickup-point:chosen');
    expect(chosen).toHaveLength(1);
    expect(chosen[0]!.mode).toBe('cart');
    expect(chosen[0]!.point.fullAddress).toBe(address);
    expect(['cdek', 'boxberry']).toContain(chosen[0]!.point.provider.id);
  });

  test('search narrows the list and the map; a map point can be chosen', async ({
    page,
    storefront,
  }) => {
    const popup = new PickupPointPopup(page, storefront);
    await popup.search.fill('Минск');
    await expect(popup.points.first()).toContainText('Минск');
    const total = await popup.points.count();
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(50);
    await expect(popup.mapPoints.first()).toBeVisible();
    const labels = await popup.mapPoints.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('aria-label') ?? ''),
    );
    expect(labels.every((label) => label.includes('Минск'))).toBe(true);

    const marker = popup.mapPoint((await popup.mapPoints.first().getAttribute('aria-label')) ?? '');
    await marker.click();
    await expect(marker).toHaveAttribute('aria-pressed', 'true');
    // Belarus codes are recognised: the point says its country.
    await expect(
      popup.dialog.getByText(storefront === 'ru' ? /Беларусь/ : /Belarus/).first(),
    ).toBeVisible();
  });

  test('axe finds nothing serious in the chooser', async ({ page, storefront }) => {
    const popup = new PickupPointPopup(page, storefront);
    await expect(popup.points.first()).toBeVisible();
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  });
});

test.describe('pickup-point chooser on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the list or the map, one at a time', async ({ page, storefront }) => {
    await page.goto('/cart');
    await openPopupOnBus(page, 'pickup-point-choose', { mode: 'cart' });
    const popup = new PickupPointPopup(page, storefront);
    await expect(popup.points.first()).toBeVisible();
    await expect(popup.map).toBeHidden();
    await popup.dialog.getByRole('button', { name: popup.text.mapView }).click();
    await expect(popup.map).toBeVisible();
    await expect(popup.list).toBeHidden();
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  });
});
