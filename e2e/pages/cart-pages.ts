import { expect, type Locator, type Page } from '@playwright/test';
import type { CartResponse, CatalogShowResponse, ProductResponse, Storefront } from '@shop/types';
import { browserApiOk } from '../support/browser-api';
import { BasePage } from './base-page';

const TEXT = {
  ru: {
    cartTitle: 'Корзина',
    promocode: 'Промокод',
    apply: 'Применить',
    promoNotFound: 'Промокод не найден',
    promoApplied: (code: string) => `Промокод ${code} применён`,
    toCheckout: 'Оформить заказ',
    checkoutTitle: 'Оформление заказа',
    phone: 'Телефон',
    email: 'Email',
    name: 'Имя и фамилия',
    address: 'Адрес',
    apartment: 'Квартира',
    placeOrder: /^Заказать за/,
    totalChanged: 'Сумма заказа изменилась: проверьте её и оформите заказ ещё раз',
    increase: (name: string) => `Увеличить количество: ${name}`,
    addComment: 'Добавить комментарий к заказу',
    commentLabel: 'Комментарий',
    commentSave: 'Сохранить',
    successTitle: /^Спасибо! Заказ № \d+ оформлен$/,
    failedTitle: /^Заказ № \d+ не оплачен$/,
    cancelledTitle: /^Заказ № \d+ отменён$/,
    emptyTitle: 'В корзине пока пусто',
  },
  en: {
    cartTitle: 'Cart',
    promocode: 'Promo code',
    apply: 'Apply',
    promoNotFound: 'Promo code not found',
    promoApplied: (code: string) => `Promo code ${code} applied`,
    toCheckout: 'Check out',
    checkoutTitle: 'Checkout',
    phone: 'Phone',
    email: 'Email',
    name: 'Full name',
    address: 'Address',
    apartment: 'Apartment',
    placeOrder: /^Order for/,
    totalChanged: 'The order total has changed: please check it and place the order again',
    increase: (name: string) => `Increase quantity: ${name}`,
    addComment: 'Add a comment to the order',
    commentLabel: 'Comment',
    commentSave: 'Save',
    successTitle: /^Thank you! Order no\. \d+ is placed$/,
    failedTitle: /^Order no\. \d+ is not paid$/,
    cancelledTitle: /^Order no\. \d+ is cancelled$/,
    emptyTitle: 'Your cart is empty',
  },
} as const;

export interface BuyableProduct {
  id: number;
  skuId: number;
  name: string;
}

/**
 * A product whose SKU has at least two in stock (the quantity can go up), found through the
 * listing. An order takes the stock, and tests run in parallel on one database: each test
 * `pick`s its own product. A spec that changes stock takes another listing and `fromEnd`, so it touches no item
 * the other specs buy.
 */
export async function findBuyableProduct(
  page: Page,
  {
    from = '/earrings',
    fromEnd = false,
    pick = 0,
  }: { from?: string; fromEnd?: boolean; pick?: number } = {},
): Promise<BuyableProduct> {
  // The listing answers card projections; the SKUs come from the product call.
  const listing = await browserApiOk<CatalogShowResponse>(page, 'POST', '/catalog/show', {
    url: from,
    parameters: { in_stock: true },
  });
  const cards = listing.result.products.filter(
    (p) => p.canBuy && !p.preorder && !p.itemCard.isShowcase,
  );
  if (fromEnd) cards.reverse();
  let skip = pick;
  for (const card of cards) {
    const { product } = await browserApiOk<ProductResponse>(page, 'GET', `/jewelry/${card.id}`);
    const sku = product.skuListWithGems.find((s) => (s.balances[0]?.quantity ?? 0) >= 2);
    if (sku && skip-- === 0) return { id: product.id, skuId: sku.id, name: product.name };
  }
  throw new Error('no buyable product with two in stock');
}

/** Puts a product into this browser's cart through the API (for specs not about adding). */
export async function addToCartThroughApi(page: Page, product: BuyableProduct): Promise<void> {
  const answer = await browserApiOk<CartResponse>(page, 'POST', '/cart/add', {
    product_id: product.id,
    sku_id: product.skuId,
  });
  expect(answer.result, JSON.stringify(answer)).toBe(true);
}

/** A visitor with one buyable product in the cart, added through the API: a session exists now. */
export async function withOneProductInCart(page: Page): Promise<BuyableProduct> {
  await page.goto('/');
  const product = await findBuyableProduct(page);
  await addToCartThroughApi(page, product);
  return product;
}

/** /cart: the cart, the checkout on the same page, and the thank-you page after it. */
export class CartPage extends BasePage<(typeof TEXT)[Storefront]> {
  constructor(page: Page, storefront: Storefront) {
    super(page, storefront, TEXT);
  }

  async open(): Promise<void> {
    await this.page.goto('/cart');
    await expect(this.main.getByRole('heading', { level: 1 })).toBeVisible();
  }

  get lines(): Locator {
    return this.main.getByTestId('cart-line');
  }

  get finalSum(): Locator {
    return this.main.getByTestId('cart-final-sum');
  }

  increase(name: string): Locator {
    return this.main.getByRole('button', { name: this.text.increase(name) });
  }

  async applyPromocode(code: string): Promise<void> {
    await this.main.getByRole('textbox', { name: this.text.promocode, exact: true }).fill(code);
    await this.main.getByRole('button', { name: this.text.apply, exact: true }).first().click();
  }

  async startCheckout(): Promise<void> {
    await this.main.getByRole('button', { name: this.text.toCheckout }).click();
    await this.expectCheckout();
  }

  /** The cart, then its checkout with a courier address typed in: ready to place the order. */
  async openCheckoutToAddress(address: string): Promise<void> {
    await this.open();
    await this.startCheckout();
    await this.field('address').fill(address);
  }

  /** The checkout state, which lives in the URL (/cart?step=checkout). */
  async expectCheckout(): Promise<void> {
    await expect(this.page).toHaveURL(/\/cart\?step=checkout$/);
    await expect(this.main.getByRole('heading', { name: this.text.checkoutTitle })).toBeVisible();
  }

  field(name: 'phone' | 'email' | 'name' | 'address' | 'apartment'): Locator {
    return this.main.getByRole('textbox', { name: this.text[name], exact: true });
  }

  get placeOrder(): Locator {
    return this.main.getByRole('button', { name: this.text.placeOrder });
  }

  async addComment(text: string): Promise<void> {
    await this.main.getByRole('button', { name: this.text.addComment }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: this.text.commentLabel }).fill(text);
    await dialog.getByRole('button', { name: this.text.commentSave }).click();
    await expect(this.main.getByTestId('order-comment')).toHaveText(text);
  }

  /** The development payment page: succeed or fail, then back on the shop. */
  async pay(outcome: 'succeed' | 'fail'): Promise<void> {
    // Order creation and the redirect can be slow on a loaded machine; an order error says why.
    await expect(this.page)
      .toHaveURL(/\/payment\/dev\/\d+$/, { timeout: 20_000 })
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\nalerts: ${await this.alerts()}`);
      });
    await this.page
      .getByRole('button', {
        name: outcome === 'succeed' ? 'Pay successfully' : 'Fail the payment',
      })
      .click();
  }

  /** The texts of the alerts on the page (order and cart errors), for failure messages. */
  async alerts(): Promise<string> {
    if (!this.page.url().startsWith('http')) return '';
    return (
      await this.main
        .getByRole('alert')
        .allTextContents()
        .catch(() => [])
    ).join(' | ');
  }

  /** The thank-you page's heading says the order is placed, or not paid (the text shows on failure). */
  async expectOrderHeading(paid: boolean): Promise<void> {
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(
      paid ? this.text.successTitle : this.text.failedTitle,
      { timeout: 15_000 },
    );
  }

  get emptyHeading(): Locator {
    return this.main.getByRole('heading', { name: this.text.emptyTitle });
  }
}
