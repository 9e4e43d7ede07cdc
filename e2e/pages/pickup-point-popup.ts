import { expect, type Locator, type Page } from '@playwright/test';
import type { Storefront } from '@shop/types';
import { BasePage } from './base-page';

const TEXT = {
  ru: {
    title: 'Выберите пункт выдачи',
    search: /Поиск по адресу/,
    showMore: 'Показать ещё',
    list: 'Пункты выдачи',
    map: 'Карта пунктов выдачи',
    mapView: 'На карте',
    shown: (shown: number, total: number) => `Показано ${shown} из ${total}`,
    choose: /^Выбрать пункт /,
    error: 'Произошла ошибка при получении точек самовывоза',
  },
  en: {
    title: 'Choose a pickup point',
    search: /Search by address/,
    showMore: 'Show more',
    list: 'Pickup points',
    map: 'Map of pickup points',
    mapView: 'Map',
    shown: (shown: number, total: number) => `Showing ${shown} of ${total}`,
    choose: /^Choose pickup point /,
    error: 'An error occurred while loading the pickup points',
  },
} as const;

/** The pickup-point chooser popup of the cart-checkout remote (mode 'cart'). */
export class PickupPointPopup extends BasePage<(typeof TEXT)[Storefront]> {
  constructor(page: Page, storefront: Storefront) {
    super(page, storefront, TEXT);
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.text.title });
  }

  get search(): Locator {
    return this.dialog.getByRole('searchbox', { name: this.text.search });
  }

  get list(): Locator {
    return this.dialog.getByRole('list', { name: this.text.list });
  }

  get points(): Locator {
    return this.list.getByRole('listitem');
  }

  get showMore(): Locator {
    return this.dialog.getByRole('button', { name: this.text.showMore });
  }

  get map(): Locator {
    return this.dialog.getByRole('group', { name: this.text.map });
  }

  /** Every marker on the map: single points and clusters of overlapping points. */
  get mapMarkers(): Locator {
    return this.map.locator('button[data-marker]');
  }

  /** Markers of single points (overlapping points share a cluster marker until zoomed in). */
  get mapPoints(): Locator {
    return this.map.locator('button[data-point]');
  }

  mapPoint(label: string): Locator {
    return this.map.getByRole('button', { name: label, exact: true });
  }

  provider(name: string): Locator {
    return this.dialog.getByRole('checkbox', { name });
  }

  async expectShown(shown: number, total: number): Promise<void> {
    await expect(this.dialog.getByText(this.text.shown(shown, total))).toBeVisible();
  }

  /** Chooses the n-th listed point; answers the address the list showed for it. */
  async chooseListed(index: number): Promise<string> {
    const point = this.points.nth(index);
    const address = (await point.locator('p').first().textContent()) ?? '';
    await point.getByRole('button', { name: this.text.choose }).click();
    return address;
  }
}
