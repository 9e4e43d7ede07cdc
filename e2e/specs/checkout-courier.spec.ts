import type {
  CartResponse,
  DevPaymentWindowResponse,
  DevProductPriceResponse,
  DevSkuStockResponse,
} from '@shop/types';
import { expect, test } from '../fixtures';
import { addToCartThroughApi, CartPage, findBuyableProduct } from '../pages/cart-pages';
import { ProductPage } from '../pages/catalog-pages';
import { seriousViolations } from '../support/axe';
import { browserApi, browserApiOk } from '../support/browser-api';
import { devLogin } from '../support/dev-login';
import { testHookOk } from '../support/test-hooks';

const ADDRESS = 'Москва, ул. Тверская, 1';

test.describe('checkout by courier', () => {
  const problems: string[] = [];
  test.beforeEach(({ page }) => {
    problems.length = 0;
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  });
  // What the page said when a step fails: its errors and the main slot's text.
  test.afterEach(async ({ page }, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    const main = await page
      .locator('#shell-main')
      .innerText({ timeout: 2_000 })
      .catch(() => '');
    await testInfo.attach('main-text', {
      body: `${page.url()}\n${main}\n---\n${problems.join('\n')}`,
      contentType: 'text/plain',
    });
  });

  test('product → cart → quantity, promo codes → checkout → online payment → order success', async ({
    page,
    chrome,
    storefront,
  }) => {
    // Eleven steps across three remotes and the payment stand-in: 33-50 s on a machine that
    // faults memory in slowly (2026-11-28), past the default 45 s twice in one CI run.
    test.setTimeout(90_000);
    await devLogin(page);
    const product = await findBuyableProduct(page, { pick: storefront === 'ru' ? 0 : 1 });
    const productPage = new ProductPage(page, storefront);
    await productPage.open(product.id);
    await productPage.chooseFirstAvailableSize();
    await productPage.addToCart.click();
    await expect(chrome.cartCounter).toHaveAttribute('data-count', '1');

    const cart = new CartPage(page, storefront);
    await cart.open();
    await expect(cart.lines).toHaveCount(1);
    const single = await cart.finalSum.textContent();
    expect(await seriousViolations(page)).toEqual([]);

    await cart.increase(product.name).click();
    await expect(cart.finalSum).not.toHaveText(single ?? '');
    await expect(chrome.cartCounter).toHaveAttribute('data-count', '2');

    const beforePromo = await cart.finalSum.textContent();
    await cart.applyPromocode('WELCOME10');
    await expect(cart.main.getByText(cart.text.promoApplied('WELCOME10'))).toBeVisible();
    await expect(cart.finalSum).not.toHaveText(beforePromo ?? '');
    await cart.applyPromocode('NO-SUCH-CODE');
    await expect(cart.main.getByText(cart.text.promoNotFound)).toBeVisible();

    await cart.startCheckout();
    // The logged-in user's contact data is filled in, so the phone counts as confirmed.
    await expect(cart.field('phone')).not.toHaveValue('');
    await expect(cart.field('email')).not.toHaveValue('');
    await cart.field('address').fill(ADDRESS);
    await cart.field('apartment').fill('12');
    expect(await seriousViolations(page)).toEqual([]);

    await cart.placeOrder.click();
    await cart.pay('succeed');
    await expect(page).toHaveURL(/\/order-success\/\d+$/);
    await cart.expectOrderHeading(true);
    await expect(cart.main.getByTestId('order-number')).toHaveText(/^\d+$/);
    await expect(chrome.cartCounter).toHaveAttribute('data-count', '0');
  });

  test('a failed payment comes back to the order with the failed-payment popup', async ({
    page,
    storefront,
  }) => {
    await devLogin(page);
    const product = await findBuyableProduct(page, { pick: storefront === 'ru' ? 2 : 3 });
    await addToCartThroughApi(page, product);
    const cart = new CartPage(page, storefront);
    await cart.openCheckoutToAddress(ADDRESS);
    await cart.placeOrder.click();
    await cart.pay('fail');
    await expect(page).toHaveURL(/\/order-success\/\d+\?payment=failed$/);
    await cart.expectOrderHeading(false);
    // The popup belongs to this remote's popups (another issue); its retry goes back to paying.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const retry = dialog.getByRole('button', { name: /Оплатить ещё раз|Pay again/ });
    if (await retry.count()) {
      await retry.click();
      await expect(page).toHaveURL(/\/payment\/dev\/\d+$/);
    }
  });

  test('an order left unpaid past its payment window is cancelled: its page says so and its product is back on sale', async ({
    page,
    storefront,
  }) => {
    await devLogin(page);
    const product = await findBuyableProduct(page, {
      from: '/bracelets',
      fromEnd: true,
      pick: storefront === 'ru' ? 0 : 1,
    });
    // The last unit: the order takes the product off sale.
    const { previousStock } = await testHookOk<DevSkuStockResponse>('POST', '/sku-stock', {
      skuId: product.skuId,
      stock: 1,
    });
    try {
      await addToCartThroughApi(page, product);
      const cart = new CartPage(page, storefront);
      await cart.openCheckoutToAddress(ADDRESS);
      await cart.placeOrder.click();
      // The shopper leaves the payment page without paying.
      await expect(page).toHaveURL(/\/payment\/dev\/\d+$/, { timeout: 20_000 });
      const orderId = Number(/\/payment\/dev\/(\d+)$/.exec(page.url())![1]);
      await page.goto('/');
      const held = await browserApi<CartResponse>(page, 'POST', '/cart/add', {
        product_id: product.id,
        sku_id: product.skuId,
      });
      expect(held.body.result).toBe(false);

      const swept = await testHookOk<DevPaymentWindowResponse>(
        'POST',
        `/orders/${orderId}/past-payment-window`,
      );
      expect(swept.cancelled).toContain(orderId);
      await page.goto(`/order-success/${orderId}`);
      await expect(cart.main.getByRole('heading', { level: 1 })).toHaveText(
        cart.text.cancelledTitle,
      );
      await expect(cart.main.getByRole('alert')).toBeVisible();
      expect(await seriousViolations(page, '#shell-main')).toEqual([]);
      await addToCartThroughApi(page, product);
    } finally {
      await testHookOk('POST', '/sku-stock', { skuId: product.skuId, stock: previousStock });
    }
  });

  test('a reload in the middle of checkout keeps the order data but not the comment', async ({
    page,
    storefront,
  }) => {
    await page.goto('/');
    const product = await findBuyableProduct(page, { pick: storefront === 'ru' ? 4 : 5 });
    await addToCartThroughApi(page, product);
    const cart = new CartPage(page, storefront);
    await cart.open();
    await cart.startCheckout();
    await cart.field('email').fill('reload@example.com');
    await cart.field('name').fill('Анна Петрова');
    await cart.field('address').fill(ADDRESS);
    await cart.addComment('Позвонить за час');

    await page.reload();
    // The reload lands in the checkout again: its state is in the URL.
    await cart.expectCheckout();
    await expect(cart.field('email')).toHaveValue('reload@example.com');
    await expect(cart.field('name')).toHaveValue('Анна Петрова');
    await expect(cart.field('address')).toHaveValue(ADDRESS);
    await expect(cart.main.getByTestId('order-comment')).toHaveCount(0);
  });

  test('an item that runs out before the order opens removed-from-stock and refreshes the cart', async ({
    page,
    storefront,
  }) => {
    await devLogin(page);
    // One product per storefront: the two run side by side, and one's restored stock let the
    // other's order through once (review run).
    const product = await findBuyableProduct(page, {
      from: '/necklaces',
      fromEnd: true,
      pick: storefront === 'ru' ? 0 : 3,
    });
    await addToCartThroughApi(page, product);
    const cart = new CartPage(page, storefront);
    await cart.openCheckoutToAddress(ADDRESS);
    const { previousStock } = await testHookOk<DevSkuStockResponse>('POST', '/sku-stock', {
      skuId: product.skuId,
      stock: 0,
    });
    try {
      await cart.placeOrder.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(product.name);
      await page.keyboard.press('Escape');
      await expect(cart.emptyHeading).toBeVisible();
    } finally {
      await testHookOk('POST', '/sku-stock', {
        skuId: product.skuId,
        stock: previousStock,
      });
    }
  });

  test('a price raised while the checkout is open is not charged without telling: the new total shows, then it orders', async ({
    page,
    storefront,
  }) => {
    test.setTimeout(90_000);
    await devLogin(page);
    const product = await findBuyableProduct(page, {
      from: '/necklaces',
      fromEnd: true,
      pick: storefront === 'ru' ? 1 : 2,
    });
    await addToCartThroughApi(page, product);
    const cart = new CartPage(page, storefront);
    await cart.openCheckoutToAddress(ADDRESS);
    const shownButton = await cart.placeOrder.textContent();
    const { cartData } = await browserApiOk<CartResponse>(page, 'POST', '/cart/calculate', {});
    const shownPrice = Object.values(cartData.products)[0]!.price.final;
    const currency = storefront === 'ru' ? 'RUB' : 'USD';
    const { previousPrice } = await testHookOk<DevProductPriceResponse>('POST', '/product-price', {
      productId: product.id,
      currency,
      price: shownPrice + (storefront === 'ru' ? 5000 : 50),
    });
    try {
      await cart.placeOrder.click();
      await expect(cart.main.getByText(cart.text.totalChanged)).toBeVisible();
      // Still the checkout, its button now saying the new total.
      await expect(page).toHaveURL(/\/cart\?step=checkout$/);
      await expect(cart.placeOrder).not.toHaveText(shownButton ?? '');
      await cart.placeOrder.click();
      await cart.pay('succeed');
      await expect(page).toHaveURL(/\/order-success\/\d+$/);
    } finally {
      await testHookOk('POST', '/product-price', {
        productId: product.id,
        currency,
        price: previousPrice ?? shownPrice,
      });
    }
  });
});
