import type { Locator, Page } from '@playwright/test';
import type { Storefront } from '@shop/types';
import { BasePage } from './base-page';

const TEXT = {
  ru: {
    cart: 'Корзина',
    wishlist: 'Избранное',
    catalog: 'Каталог',
    notFound: 'Страница не найдена',
    unknown: 'Эта страница не найдена',
    unavailable: 'Этот раздел сейчас недоступен',
  },
  en: {
    cart: 'Cart',
    wishlist: 'Wishlist',
    catalog: 'Catalog',
    notFound: 'Page not found',
    unknown: 'This page could not be found',
    unavailable: 'This section is unavailable right now',
  },
} as const;

/** The shell's header, footer and slot, as a shopper sees them. */
export class ShellChrome extends BasePage<(typeof TEXT)[Storefront]> {
  constructor(page: Page, storefront: Storefront) {
    super(page, storefront, TEXT);
  }

  get header(): Locator {
    return this.page.locator('#shell-header header');
  }

  get cartCounter(): Locator {
    return this.page.getByTestId('cart-counter');
  }

  get wishlistCounter(): Locator {
    return this.page.getByTestId('wishlist-counter');
  }

  get remoteFallback(): Locator {
    return this.main.getByTestId('remote-fallback');
  }

  headerLink(name: 'cart' | 'wishlist' | 'catalog'): Locator {
    return this.header.getByRole('link', { name: new RegExp(`^${this.text[name]}`) });
  }

  async pageHeading(): Promise<Locator> {
    const heading = this.main.getByRole('heading', { level: 1 });
    await heading.first().waitFor();
    return heading.first();
  }

  /** In-app navigation the way a remote does it (single-spa reroutes on pushState). */
  async navigateInApp(path: string): Promise<void> {
    await this.page.evaluate((href) => window.history.pushState(null, '', href), path);
  }
}
