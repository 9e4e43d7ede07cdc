import { expect, type Locator, type Page } from '@playwright/test';
import type { Storefront } from '@shop/types';
import { BasePage } from './base-page';

const TEXT = {
  ru: {
    addToCart: 'Добавить в корзину',
    notAvailable: 'Нет в наличии',
    allNew: 'Все новинки',
    page: (n: number) => `Страница ${n}`,
    bestsellers: 'Бестселлеры',
    currency: 'RUB',
    currencySign: '₽',
  },
  en: {
    addToCart: 'Add to cart',
    notAvailable: 'Not available',
    allNew: 'All new arrivals',
    page: (n: number) => `Page ${n}`,
    bestsellers: 'Bestsellers',
    currency: 'USD',
    currencySign: '$',
  },
} as const;

abstract class CatalogPage extends BasePage<(typeof TEXT)[Storefront]> {
  constructor(page: Page, storefront: Storefront) {
    super(page, storefront, TEXT);
  }

  get cards(): Locator {
    return this.main.getByTestId('product-card');
  }

  /** Every price shown is in the storefront's currency (RUB on .ru, USD on .com). */
  async expectPricesInStorefrontCurrency(scope: Locator = this.main): Promise<void> {
    const prices = scope.getByTestId('price');
    await expect(prices.first()).toBeVisible();
    const currencies = await prices.evaluateAll((nodes) =>
      nodes.map((n) => n.getAttribute('data-currency')),
    );
    expect(new Set(currencies)).toEqual(new Set([this.text.currency]));
    await expect(prices.first()).toContainText(this.text.currencySign);
  }
}

/** Home `/`: main banner, banner rows, new products and bestsellers. */
export class HomePage extends CatalogPage {
  async open(): Promise<void> {
    await this.page.goto('/');
    await expect(this.main.getByTestId('main-banner')).toBeVisible();
  }

  get mainBannerImage(): Locator {
    return this.main.getByTestId('main-banner').getByRole('img');
  }

  get newProducts(): Locator {
    return this.main.getByTestId('home-new-products');
  }

  async goToAllNew(): Promise<void> {
    await this.newProducts.getByRole('link', { name: this.text.allNew }).click();
  }
}

/** Any listing (`/catalog…`, `/jewelry`, `/designers/{id}`…): grid, total, pagination. */
export class ListingPage extends CatalogPage {
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.waitForProducts();
  }

  async waitForProducts(): Promise<void> {
    await expect(this.main.getByTestId('product-grid')).toBeVisible();
    await expect(this.cards.first()).toBeVisible();
  }

  get pagination(): Locator {
    return this.main.getByRole('navigation', {
      name: this.storefront === 'ru' ? 'Страницы' : 'Pages',
    });
  }

  async goToPage(n: number): Promise<void> {
    await this.pagination.getByRole('link', { name: this.text.page(n), exact: true }).click();
    await expect(this.page).toHaveURL(new RegExp(`[?&]page=${n}`));
    await expect(
      this.pagination.getByRole('link', { name: this.text.page(n), exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await this.waitForProducts();
  }

  /** Opens the product of the n-th card that shows a price. */
  async openPricedProduct(n: number): Promise<string> {
    const card = this.cards.filter({ has: this.page.getByTestId('price') }).nth(n);
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('heading').getByRole('link').click();
    return name;
  }
}

/** Product page `/jewelry/{id}`. */
export class ProductPage extends CatalogPage {
  async open(id: number | string): Promise<void> {
    await this.page.goto(`/jewelry/${id}`);
    await expect(this.main.getByTestId('product-page')).toBeVisible();
  }

  get heading(): Locator {
    return this.main.getByRole('heading', { level: 1 });
  }

  get addToCart(): Locator {
    return this.main.getByRole('button', { name: this.text.addToCart, exact: true });
  }

  get notAvailableButton(): Locator {
    return this.main.getByTestId('not-available');
  }

  get priceUnavailable(): Locator {
    return this.main.getByTestId('price-unavailable');
  }

  get addedMessage(): Locator {
    return this.main.getByTestId('added-to-cart');
  }

  /** Chooses the first size in stock, when the product has sizes. */
  async chooseFirstAvailableSize(): Promise<void> {
    const sizes = this.main.getByRole('radio');
    const count = await sizes.count();
    for (let i = 0; i < count; i += 1) {
      if (await sizes.nth(i).isEnabled()) {
        await sizes.nth(i).check({ force: true });
        return;
      }
    }
  }

  async isPurchasable(): Promise<boolean> {
    await expect(
      this.addToCart
        .or(this.notAvailableButton)
        .or(this.main.getByRole('button', { name: /предзаказ|preorder/i })),
    ).toBeVisible();
    return this.addToCart.isVisible();
  }
}
