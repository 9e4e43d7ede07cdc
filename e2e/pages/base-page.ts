import type { Locator, Page } from '@playwright/test';
import type { Storefront } from '@shop/types';

/** What every page object shares: the page, its storefront's texts and the shell's main slot. */
export abstract class BasePage<Texts> {
  readonly text: Texts;

  protected constructor(
    readonly page: Page,
    readonly storefront: Storefront,
    texts: Record<Storefront, Texts>,
  ) {
    this.text = texts[storefront];
  }

  get main(): Locator {
    return this.page.locator('#shell-main');
  }
}
