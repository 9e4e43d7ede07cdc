import { expect, type Locator, type Page } from '@playwright/test';
import type { Storefront } from '@shop/types';
import { BasePage } from './base-page';

const TEXT = {
  ru: {
    title: 'Ваш город',
    button: /^(Город: |Выбрать город)/,
    countries: 'Страны',
    citySearch: 'Поиск города',
    city: (name: string) => `Город: ${name}`,
    wholeCountry: (name: string) => `Вся страна: ${name}`,
  },
  en: {
    title: 'Your location',
    button: /^(Location: |Choose your location)/,
    countries: 'Countries',
    citySearch: 'Search cities',
    city: (name: string) => `Location: ${name}`,
    wholeCountry: (name: string) => `Whole country: ${name}`,
  },
} as const;

/** The header's location button and the location-choose popup it opens. */
export class LocationPopup extends BasePage<(typeof TEXT)[Storefront]> {
  constructor(page: Page, storefront: Storefront) {
    super(page, storefront, TEXT);
  }

  get headerButton(): Locator {
    return this.page
      .locator('#shell-header header')
      .getByRole('button', { name: this.text.button });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.text.title });
  }

  async open(): Promise<void> {
    await this.headerButton.click();
    await expect(this.dialog.getByRole('list', { name: this.text.countries })).toBeVisible();
  }

  /** Picks a country from the list; its cities come next. */
  async chooseCountry(name: string): Promise<void> {
    await this.dialog
      .getByRole('list', { name: this.text.countries })
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .click();
    await expect(this.dialog.getByRole('searchbox', { name: this.text.citySearch })).toBeFocused();
  }

  /** Searches the chosen country's cities and picks the first whose name starts with `name`. */
  async chooseCity(search: string, name: string): Promise<void> {
    await this.dialog.getByRole('searchbox', { name: this.text.citySearch }).fill(search);
    await this.dialog.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  }

  /** Picks the chosen country as a whole (its default location), after chooseCountry. */
  async chooseWholeCountry(name: string): Promise<void> {
    await this.dialog.getByRole('button', { name: this.text.wholeCountry(name) }).click();
  }

  /** The header names the chosen city. */
  async expectCity(name: string): Promise<void> {
    await expect(
      this.page.locator('#shell-header header').getByRole('button', { name: this.text.city(name) }),
    ).toBeVisible();
  }
}
