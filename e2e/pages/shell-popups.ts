import type { Locator, Page } from '@playwright/test';
import type { Storefront } from '@shop/types';
import { BasePage } from './base-page';

const TEXT = {
  ru: {
    footerGroup: 'Будьте на связи',
    subscribe: 'Подписаться на рассылку',
    sale: 'Узнать о распродаже первым',
    shops: 'Адреса магазинов',
    social: 'Мы в соцсетях',
    subscriptionTitle: 'Подписка на рассылку',
    subscriptionSubmit: 'Подписаться',
    existing: 'Этот email уже подписан на нашу рассылку.',
    successTitle: 'Вы подписаны',
    saleTitle: 'Распродажа',
    winterSaleTitle: 'Зимняя распродажа',
    shopsTitle: 'Наши магазины',
    firstShop: 'Бутик на Красной площади',
    socialTitle: 'Мы в соцсетях',
    email: 'Email',
    close: 'Закрыть',
    done: 'Готово',
  },
  en: {
    footerGroup: 'Stay in touch',
    subscribe: 'Subscribe to the newsletter',
    sale: 'Hear about the sale first',
    shops: 'Store addresses',
    social: 'Social media',
    subscriptionTitle: 'Newsletter',
    subscriptionSubmit: 'Subscribe',
    existing: 'This email is already subscribed to our newsletter.',
    successTitle: 'You are subscribed',
    saleTitle: 'Sale',
    winterSaleTitle: 'Winter sale',
    shopsTitle: 'Our stores',
    firstShop: 'Red Square Boutique',
    socialTitle: 'Social media',
    email: 'Email',
    close: 'Close',
    done: 'Done',
  },
} as const;

type Trigger = 'subscribe' | 'sale' | 'shops' | 'social';

/** The shell's own popups and the footer buttons that open them. */
export class ShellPopups extends BasePage<(typeof TEXT)[Storefront]> {
  constructor(page: Page, storefront: Storefront) {
    super(page, storefront, TEXT);
  }

  footerButton(trigger: Trigger): Locator {
    return this.page
      .locator('#shell-footer')
      .getByRole('region', { name: this.text.footerGroup })
      .getByRole('button', { name: this.text[trigger] });
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Any open popup (the selector axe narrows its check to). */
  readonly openDialogSelector = 'dialog[open]';

  async open(trigger: Trigger): Promise<void> {
    const button = this.footerButton(trigger);
    await button.scrollIntoViewIfNeeded();
    await button.click();
  }

  async subscribe(email: string): Promise<Locator> {
    await this.open('subscribe');
    const dialog = this.dialog(this.text.subscriptionTitle);
    await dialog.getByRole('textbox', { name: this.text.email }).fill(email);
    await dialog.getByRole('button', { name: this.text.subscriptionSubmit }).click();
    return dialog;
  }
}
