import { expect, test } from '../fixtures';
import { CartPage, withOneProductInCart } from '../pages/cart-pages';

test('the cart opened by its address shows its lines from the read its HTML preloads, before the calculation answers (ADR 41)', async ({
  page,
  storefront,
}) => {
  const cart = new CartPage(page, storefront);
  await withOneProductInCart(page);

  // The calculation is held until the lines are on screen: they can only come from GET /cart.
  let releaseCalculation = () => {};
  const calculationHeld = new Promise<void>((resolve) => (releaseCalculation = resolve));
  await page.route('**/api/cart/calculate', async (route) => {
    await calculationHeld;
    await route.continue();
  });
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/cart') reads.push(request.method());
  });

  await cart.open();
  await expect(cart.lines.first()).toBeVisible();
  releaseCalculation();
  await expect(cart.lines).toHaveCount(1);
  // One read, the preload's, with the visitor's cookies; the page's own code asked for no other.
  expect(reads).toEqual(['GET']);
  expect(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/api/cart')
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    ),
  ).toEqual(['link']);
});
