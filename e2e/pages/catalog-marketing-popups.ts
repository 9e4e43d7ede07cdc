import { expect, type Locator, type Page } from '@playwright/test';
import type { CatalogShowResponse, Storefront } from '@shop/types';
import { browserApiOk } from '../support/browser-api';
import { BasePage } from './base-page';

const TEXT = {
  ru: {
    stylistButton: 'Консультация стилиста',
    stylistTitle: 'Консультация стилиста',
    name: 'Имя',
    phone: 'Телефон',
    comment: 'Комментарий',
    stylistSubmit: 'Записаться на консультацию',
    stylistSent: 'Заявка принята. Стилист позвонит вам в ближайшее время.',
    priceButton: 'Сообщить о снижении цены',
    priceTitle: 'Сообщить о цене',
    email: 'Email',
    subscribe: 'Подписаться',
    priceSent: (email: string) => `Готово! Мы напишем на ${email}, когда цена изменится.`,
    wrongEmail: 'Неверный email',
    finalSaleButton: 'Условия финальной распродажи',
    finalSaleTitle: 'Финальная распродажа',
    finalSaleText: 'Товары финальной распродажи обмену и возврату не подлежат.',
    done: 'Готово',
    close: 'Закрыть',
  },
  en: {
    stylistButton: 'Stylist consultation',
    stylistTitle: 'Stylist consultation',
    name: 'Name',
    phone: 'Phone',
    comment: 'Comment',
    stylistSubmit: 'Book a consultation',
    stylistSent: 'Request received. A stylist will call you soon.',
    priceButton: 'Notify me when the price drops',
    priceTitle: 'Price alert',
    email: 'Email',
    subscribe: 'Subscribe',
    priceSent: (email: string) => `Done! We will write to ${email} when the price changes.`,
    wrongEmail: 'Wrong email',
    finalSaleButton: 'Final sale terms',
    finalSaleTitle: 'Final sale',
    finalSaleText: 'Final-sale items cannot be exchanged or returned.',
    done: 'Done',
    close: 'Close',
  },
} as const;

/** The catalog's marketing popups on a product page: stylist consult, price alert, final sale. */
export class CatalogMarketingPopups extends BasePage<(typeof TEXT)[Storefront]> {
  constructor(page: Page, storefront: Storefront) {
    super(page, storefront, TEXT);
  }

  /** A product of the sale that can be bought: it offers all three popups. */
  async buyableSaleProductId(): Promise<number> {
    const { result } = await browserApiOk<CatalogShowResponse>(this.page, 'POST', '/tags/show', {
      url: '/sale',
      limit: 48,
      offset: 0,
    });
    // The buy rule of docs/product/02-screens.md#product-card: not archived, in stock, with an initial price.
    const found = result.products.find(
      (product) => !product.is_archive && product.maxQuantity > 0 && product.price.initial !== null,
    );
    if (!found) throw new Error('the seed catalogue has no buyable product on sale');
    return found.id;
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  get stylistDialog(): Locator {
    return this.dialog(this.text.stylistTitle);
  }

  get priceDialog(): Locator {
    return this.dialog(this.text.priceTitle);
  }

  get finalSaleDialog(): Locator {
    return this.dialog(this.text.finalSaleTitle);
  }

  /** Clicks a product-page action and waits for its dialog (a remote module loads on demand). */
  async open(button: string, dialog: Locator): Promise<Locator> {
    await this.main.getByRole('button', { name: button, exact: true }).click();
    await expect(dialog).toBeVisible();
    return dialog;
  }

  field(dialog: Locator, label: string): Locator {
    return dialog.getByRole('textbox', { name: label });
  }
}
