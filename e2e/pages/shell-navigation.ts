import type { Locator, Page } from '@playwright/test';
import type { Storefront } from '@shop/types';
import { BasePage } from './base-page';

const TEXT = {
  ru: {
    menu: 'Меню',
    closeMenu: 'Закрыть меню',
    nav: 'Основная навигация',
    progress: 'Загрузка страницы',
    toShop: 'В магазин',
    items: ['Каталог', 'Новинки', 'Распродажа', 'Дизайнеры', 'Сертификаты'],
  },
  en: {
    menu: 'Menu',
    closeMenu: 'Close menu',
    nav: 'Main navigation',
    progress: 'Loading the page',
    toShop: 'To the shop',
    // Gift cards (/certificate) are blocked on the .com storefront (docs/product/02-screens.md#page-blocking-per-storefront).
    items: ['Catalog', 'New in', 'Sale', 'Designers'],
  },
} as const;

/** The shell's main menu (row or drawer), the landing header and the progress bar. */
export class ShellNavigation extends BasePage<(typeof TEXT)[Storefront]> {
  constructor(page: Page, storefront: Storefront) {
    super(page, storefront, TEXT);
  }

  get menuButton(): Locator {
    return this.page.getByRole('button', { name: this.text.menu, exact: true });
  }

  get closeButton(): Locator {
    return this.page.getByRole('button', { name: this.text.closeMenu });
  }

  get menu(): Locator {
    return this.page.getByRole('navigation', { name: this.text.nav });
  }

  menuItem(name: string): Locator {
    return this.menu.getByRole('link', { name, exact: true });
  }

  get progressBar(): Locator {
    return this.page.getByRole('progressbar', { name: this.text.progress });
  }

  get toShopLink(): Locator {
    return this.page.locator('#shell-header').getByRole('link', { name: this.text.toShop });
  }

  get footerNav(): Locator {
    return this.page.locator('#shell-footer nav');
  }

  /**
   * Counts every progress bar the shell draws from now on, however briefly (a MutationObserver
   * in the page, so a bar shown between two polls is not missed).
   */
  async countProgressBars(): Promise<() => Promise<number>> {
    await this.page.evaluate(() => {
      const state = window as unknown as { __progressBars?: number };
      state.__progressBars = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof Element && node.matches('[role="progressbar"]')) {
              state.__progressBars = (state.__progressBars ?? 0) + 1;
            }
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    return () =>
      this.page.evaluate(
        () => (window as unknown as { __progressBars?: number }).__progressBars ?? 0,
      );
  }
}
