import type { Locator, Page } from '@playwright/test';
import type { Storefront } from '@shop/types';
import { BasePage } from './base-page';

const TEXT = {
  ru: {
    order: (id: number) => `Заказ № ${id}`,
    openRefund: 'Оформить возврат',
    refundForm: (id: number) => `Заявка на возврат по заказу № ${id}`,
    reason: 'Причина возврата',
    inn: 'ИНН банка',
    bik: 'БИК банка',
    account: 'Расчётный счёт',
    sendRefund: 'Отправить заявку',
    refundSent: /Заявка на возврат № \d+ отправлена/,
    refundState: 'принята, ждёт рассмотрения',
    noItems: 'Выберите товары для возврата',
    noReason: 'Укажите причину возврата',
    name: 'Имя и фамилия',
    contact: 'Телефон или email',
    resume: 'Резюме',
    agreement: 'Я согласен на обработку персональных данных',
    apply: 'Отправить отклик',
    applied: 'Мы получили ваш отклик',
    resumeRequired: 'Прикрепите резюме',
    resumeType: 'Резюме должно быть файлом PDF, DOC, DOCX, RTF или ODT',
    email: 'Email',
    subscribe: 'Подписаться',
    subscribed: 'Первое письмо уже в пути',
    emailEmpty: 'Введите email',
  },
  en: {
    order: (id: number) => `Order No. ${id}`,
    openRefund: 'Return items',
    refundForm: (id: number) => `Return request for order No. ${id}`,
    reason: 'Reason for the return',
    inn: 'Bank TIN',
    bik: 'Bank BIC',
    account: 'Account number',
    sendRefund: 'Send the request',
    refundSent: /Return request No\. \d+ has been sent/,
    refundState: 'received, awaiting review',
    noItems: 'Select the items to return',
    noReason: 'Enter the reason for the return',
    name: 'Full name',
    contact: 'Phone or email',
    resume: 'CV',
    agreement: 'I agree to the processing of my personal data',
    apply: 'Send the application',
    applied: 'We have received your application',
    resumeRequired: 'Attach your CV',
    resumeType: 'The CV must be a PDF, DOC, DOCX, RTF or ODT file',
    email: 'Email',
    subscribe: 'Subscribe',
    subscribed: 'Your first email is on its way',
    emailEmpty: 'Enter your email',
  },
} as const;

/** The forms of issue #24: a refund request in the profile's orders, the career page, the subscription landings. */
export class ShopForms extends BasePage<(typeof TEXT)[Storefront]> {
  constructor(page: Page, storefront: Storefront) {
    super(page, storefront, TEXT);
  }

  /** An order's card in the profile's orders. */
  orderCard(id: number): Locator {
    return this.main
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: this.text.order(id), exact: true }) });
  }

  refundForm(id: number): Locator {
    return this.main.getByRole('form', { name: this.text.refundForm(id) });
  }

  field(scope: Locator, label: string): Locator {
    return scope.getByLabel(label, { exact: false });
  }
}
