import { expect, type Locator, type Page } from '@playwright/test';
import type { DevOrderDepositsResponse, OrderCreateResponse, Storefront } from '@shop/types';
import { browserApiOk } from '../support/browser-api';
import { testHookOk } from '../support/test-hooks';
import { BasePage } from './base-page';

// Certificate pages exist on the Russian storefront only (blocked on .com, docs/product/02-screens.md#page-blocking-per-storefront).
const TEXT = {
  ru: {
    customAmount: 'Другая сумма',
    amount: 'Сумма сертификата',
    amountRange: 'Сумма сертификата — от 1 000 до 200 000',
    recipientEmail: 'Email получателя',
    fio: 'Имя и фамилия',
    phone: 'Телефон',
    email: 'Ваш email',
    pay: 'Перейти к оплате',
    addToCart: 'Добавить в корзину',
    giftId: 'Номер сертификата',
    giftCode: 'Код активации',
    check: 'Проверить сертификат',
    addToProfile: 'Добавить в профиль',
    added: 'Сертификат добавлен в ваш профиль.',
  },
  en: {
    customAmount: 'Another amount',
    amount: 'Certificate amount',
    amountRange: 'The certificate amount must be from 1,000 to 200,000',
    recipientEmail: "Recipient's email",
    fio: 'Full name',
    phone: 'Phone',
    email: 'Your email',
    pay: 'Go to payment',
    addToCart: 'Add to cart',
    giftId: 'Certificate number',
    giftCode: 'Activation code',
    check: 'Check the certificate',
    addToProfile: 'Add to my profile',
    added: 'The certificate is in your profile now.',
  },
} as const;

/** `/certificate` (certificates remote): design, amount, recipient, buyer, pay. */
export class CertificatePage extends BasePage<(typeof TEXT)[Storefront]> {
  constructor(page: Page, storefront: Storefront) {
    super(page, storefront, TEXT);
  }

  async open(): Promise<void> {
    await this.page.goto('/certificate');
    await expect(this.designs.first()).toBeVisible();
  }

  /** The design radios (the first group of the form). */
  get designs(): Locator {
    return this.main.getByRole('group').first().getByRole('radio');
  }

  field(label: string): Locator {
    return this.main.getByRole('textbox', { name: label });
  }

  get amount(): Locator {
    return this.field(this.text.amount);
  }

  get rangeError(): Locator {
    return this.main.getByText(this.text.amountRange);
  }

  async chooseCustomAmount(amount: string): Promise<void> {
    await this.main.getByRole('radio', { name: this.text.customAmount }).check();
    await this.amount.fill(amount);
  }

  async fillRecipientAndBuyer(buyerEmail: string): Promise<void> {
    await this.field(this.text.recipientEmail).fill(`friend-${Date.now()}@example.com`);
    await this.field(this.text.fio).fill('Анна Тестова');
    await this.field(this.text.phone).fill('+7 999 000-11-22');
    await this.field(this.text.email).fill(buyerEmail);
  }

  async pay(): Promise<void> {
    await this.main.getByRole('button', { name: this.text.pay }).click();
  }

  async addToCart(): Promise<void> {
    await this.main.getByRole('button', { name: this.text.addToCart }).click();
  }
}

/** `/get-certificate/{id?}`: number and code, gift details, add to profile. */
export class GetCertificatePage extends BasePage<(typeof TEXT)[Storefront]> {
  constructor(page: Page, storefront: Storefront) {
    super(page, storefront, TEXT);
  }

  async open(id = ''): Promise<void> {
    await this.page.goto(id ? `/get-certificate/${id}` : '/get-certificate');
    await expect(this.main.getByRole('textbox', { name: this.text.giftCode })).toBeVisible();
  }

  async check(code: string): Promise<void> {
    await this.main.getByRole('textbox', { name: this.text.giftCode }).fill(code);
    await this.main.getByRole('button', { name: this.text.check }).click();
  }

  get details(): Locator {
    return this.main.getByTestId('gift-details');
  }

  async addToProfile(): Promise<void> {
    await this.main.getByRole('button', { name: this.text.addToProfile }).click();
    await expect(this.main.getByText(this.text.added)).toBeVisible();
  }

  /**
   * Buys a certificate through the API, pays it on the test payment page (a certificate gets
   * its code only once its order is paid) and reads its number and code from the test hooks.
   */
  async buyGiftThroughApi(
    amount: number,
    message?: string,
  ): Promise<{ id: string; authCode: string }> {
    const created = await browserApiOk<OrderCreateResponse>(
      this.page,
      'POST',
      '/order/deposits/create',
      {
        deposits: [{ amount, designId: 1, sendDate: null, ...(message ? { message } : {}) }],
        email: `buyer-${Date.now()}@example.com`,
        phone: '+79990001122',
        fio: 'Покупатель',
      },
    );
    expect(created.result, JSON.stringify(created)).not.toBeNull();
    await this.page.goto(created.result?.redirectUrl ?? '');
    await this.page.getByRole('button', { name: 'Pay successfully' }).click();
    await expect(this.page).toHaveURL(/\/order-success\/\d+$/);
    const { deposits } = await testHookOk<DevOrderDepositsResponse>(
      'GET',
      `/order-deposits/${created.result?.orderId}`,
    );
    const [first] = deposits;
    if (!first) throw new Error('the order created no deposit');
    return first;
  }
}
