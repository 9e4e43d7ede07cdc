import { expect, type Locator, type Page } from '@playwright/test';
import type { CatalogShowResponse, FavoritesShowResponse, Storefront } from '@shop/types';
import { browserApiOk } from '../support/browser-api';
import { BasePage } from './base-page';

const TEXT = {
  ru: {
    list: 'Избранные украшения',
    count: (n: number) => new RegExp(`^${n} украшени`),
    select: 'Выбрать',
    removeSelected: (n: number) => `Удалить выбранные (${n})`,
    selectCard: (name: string) => `Выбрать «${name}»`,
    addCard: (name: string) => `Добавить в корзину «${name}»`,
    heartAdd: /^Добавить «.+» в избранное$/,
    ringSize: 'Как узнать размер кольца',
    addToCart: 'Добавить в корзину',
  },
  en: {
    list: 'Wishlist jewelry',
    count: (n: number) => new RegExp(`^${n} piece`),
    select: 'Select',
    removeSelected: (n: number) => `Remove selected (${n})`,
    selectCard: (name: string) => `Select “${name}”`,
    addCard: (name: string) => `Add to cart “${name}”`,
    heartAdd: /^Add “.+” to wishlist$/,
    ringSize: 'How to find your ring size',
    addToCart: 'Add to cart',
  },
} as const;

/** `/wishlist` (favorites remote) with the catalog's cards in favorites mode. */
export class WishlistPage extends BasePage<(typeof TEXT)[Storefront]> {
  constructor(page: Page, storefront: Storefront) {
    super(page, storefront, TEXT);
  }

  async open(): Promise<void> {
    await this.page.goto('/wishlist');
    await expect(this.main.getByRole('heading', { level: 1 })).toBeVisible();
  }

  get list(): Locator {
    return this.main.getByRole('list', { name: this.text.list });
  }

  get cards(): Locator {
    return this.list.getByTestId('product-card');
  }

  get count(): Locator {
    return this.main.getByTestId('wishlist-count');
  }

  /** Ids of products on the first catalogue page that can be bought (the wishlist shows in-stock ones). */
  async buyableCatalogIds(): Promise<number[]> {
    const { result } = await browserApiOk<CatalogShowResponse>(this.page, 'POST', '/catalog/show', {
      url: '/catalog',
      limit: 48,
      offset: 0,
    });
    return result.products.filter((p) => p.canBuy && !p.itemCard?.isShowcase).map((p) => p.id);
  }

  /** Clicks the heart of a catalogue card by product id; answers the product's name. */
  async addFromCatalog(productId: number): Promise<string> {
    const card = this.main.locator(`[data-testid="product-card"][data-product-id="${productId}"]`);
    const heart = card.getByRole('button', { name: this.text.heartAdd });
    await heart.click();
    // Its name turns into "remove from wishlist" once pressed.
    await expect(card.getByRole('button', { pressed: true })).toBeVisible();
    return (await card.getByRole('heading').textContent())?.trim() ?? '';
  }

  /** The server's wishlist of the logged-in session. */
  async serverIds(): Promise<number[]> {
    const body = await browserApiOk<FavoritesShowResponse>(this.page, 'POST', '/favorites/show', {
      inStock: false,
    });
    return body.result.favoriteItemIds;
  }

  async removeSelected(names: readonly string[]): Promise<void> {
    await this.main.getByRole('button', { name: this.text.select, exact: true }).click();
    await expect(
      this.main.getByRole('button', { name: this.text.removeSelected(0) }),
    ).toBeDisabled();
    for (const name of names) {
      await this.main.getByRole('checkbox', { name: this.text.selectCard(name) }).check();
    }
    await this.main.getByRole('button', { name: this.text.removeSelected(names.length) }).click();
  }

  /** The card's add-to-cart; a sized piece asks for its size in the ring-size popup first. */
  async addToCart(name: string): Promise<void> {
    await this.main.getByRole('button', { name: this.text.addCard(name) }).click();
    const dialog = this.page.getByRole('dialog', { name: this.text.ringSize });
    const added = this.main.getByRole('button', { name: /Добавлено|Added/ });
    await expect(dialog.or(added)).toBeVisible();
    if (await dialog.isVisible()) {
      const sizes = dialog.getByRole('radio');
      const count = await sizes.count();
      for (let i = 0; i < count; i += 1) {
        if (await sizes.nth(i).isEnabled()) {
          await sizes.nth(i).check();
          break;
        }
      }
      await dialog.getByRole('button', { name: this.text.addToCart, exact: true }).click();
      await expect(dialog).toBeHidden();
    }
  }
}
