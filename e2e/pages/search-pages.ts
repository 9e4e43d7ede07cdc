import { expect, type Locator, type Page } from '@playwright/test';
import type { Storefront } from '@shop/types';
import { BasePage } from './base-page';

const TEXT = {
  ru: {
    field: 'Что вы ищете?',
    suggestions: 'Подсказки',
    products: 'Товары',
    designers: 'Дизайнеры',
    categories: 'Категории',
    sort: 'Сортировка',
    relevance: 'По релевантности',
    corrected: (query: string, corrected: string) =>
      `По запросу «${query}» ничего не нашлось. Показаны результаты по запросу «${corrected}».`,
    nothing: (query: string) => `По запросу «${query}» ничего не найдено`,
    waysOn: 'Куда пойти дальше',
  },
  en: {
    field: 'What are you looking for?',
    suggestions: 'Suggestions',
    products: 'Products',
    designers: 'Designers',
    categories: 'Categories',
    sort: 'Sort by',
    relevance: 'Most relevant',
    corrected: (query: string, corrected: string) =>
      `Nothing matched “${query}”. Showing results for “${corrected}”.`,
    nothing: (query: string) => `Nothing found for “${query}”`,
    waysOn: 'Where to go next',
  },
} as const;

/**
 * Search: the results page `/search/{q}` (a listing under the search field), and the search
 * field with its suggestions — on /search (`field('page')`) or in the header (`field('header')`).
 */
export class SearchPages extends BasePage<(typeof TEXT)[Storefront]> {
  constructor(page: Page, storefront: Storefront) {
    super(page, storefront, TEXT);
  }

  async open(query?: string): Promise<void> {
    await this.page.goto(query ? `/search/${encodeURIComponent(query)}` : '/search');
    await expect(this.main.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** Results of the listing: its count and cards, once loaded. */
  async results(): Promise<{ quantity: number; names: string[] }> {
    const quantity = this.main.getByTestId('listing-quantity');
    await expect(quantity).toHaveText(/\d/);
    const cards = this.main.getByTestId('product-card');
    const count = Number((await quantity.textContent())?.replace(/\D/g, '') ?? 0);
    if (count > 0) await expect(cards.first()).toBeVisible();
    const names = await cards.getByRole('heading').allTextContents();
    return { quantity: count, names: names.map((name) => name.trim()) };
  }

  get correctedNotice(): Locator {
    return this.main.getByTestId('search-corrected');
  }

  get nothingFound(): Locator {
    return this.main.getByTestId('search-nothing-found');
  }

  get waysOn(): Locator {
    return this.nothingFound.getByRole('navigation', { name: this.text.waysOn });
  }

  get sort(): Locator {
    return this.main.getByRole('combobox', { name: this.text.sort });
  }

  private scope(where: 'page' | 'header'): Locator {
    return where === 'header' ? this.page.locator('#shell-header header') : this.main;
  }

  /** The search field: the header's is a plain field until its first focus loads the catalog's. */
  field(where: 'page' | 'header'): Locator {
    return this.scope(where).getByRole('combobox', { name: this.text.field });
  }

  /**
   * Focuses the field (the header's first focus loads the catalog's combobox), empties it and
   * types, key by key.
   */
  async typeInto(where: 'page' | 'header', text: string): Promise<Locator> {
    const field = this.field(where);
    if (where === 'header' && (await field.count()) === 0) {
      // Pointing at the plain field already loads the catalog's, which may replace it before
      // the click lands: the click goes to whichever of the two is there by then.
      const plainField = this.scope('header').getByRole('searchbox', { name: this.text.field });
      await plainField.or(field).click();
      await expect(field).toBeFocused();
    } else {
      await field.click();
      await field.fill('');
    }
    await this.page.keyboard.type(text, { delay: 30 });
    return field;
  }

  listbox(where: 'page' | 'header'): Locator {
    return this.scope(where).getByRole('listbox', { name: this.text.suggestions });
  }

  options(where: 'page' | 'header'): Locator {
    return this.listbox(where).getByRole('option');
  }
}
