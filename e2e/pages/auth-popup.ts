import { expect, type Locator, type Page } from '@playwright/test';
import type { DevCaptchaResponse, DevLastSmsResponse, Storefront } from '@shop/types';
import { testHook, testHookOk } from '../support/test-hooks';
import { BasePage } from './base-page';

const TEXT = {
  ru: {
    login: 'Войти',
    phone: 'Номер телефона',
    getCode: 'Получить код',
    code: 'Код',
    captchaInput: 'Символы с картинки',
    captchaImage: 'Символы для проверки',
    captchaRefresh: 'Обновить картинку',
    captchaSubmit: 'Продолжить',
    name: 'Имя',
    surname: 'Фамилия',
    email: 'Email',
    agreement: /согласен/,
    register: 'Зарегистрироваться',
    registrationTitle: 'Регистрация',
    wrongCode: 'Неверный код подтверждения',
    tooManyAttempts: 'Слишком много попыток, запросите новый код',
    resendIn: /^Отправить код повторно можно через (30 секунд|29 секунд|28 секунд)$/,
    smsSent: /Мы отправили SMS с кодом/,
    yandexLogin: 'Войти через Яндекс ID',
    oauthFailed: 'Ошибка авторизации',
  },
  en: {
    login: 'Log in',
    phone: 'Phone number',
    getCode: 'Get a code',
    code: 'Code',
    captchaInput: 'Characters from the image',
    captchaImage: 'Characters to check',
    captchaRefresh: 'Refresh the image',
    captchaSubmit: 'Continue',
    name: 'First name',
    surname: 'Last name',
    email: 'Email',
    agreement: /I agree/,
    register: 'Sign up',
    registrationTitle: 'Sign up',
    wrongCode: 'Wrong confirmation code',
    tooManyAttempts: 'Too many attempts, request a new code',
    resendIn: /^You can request a new code in (30|29|28) seconds$/,
    smsSent: /We have sent a text message with the code/,
    yandexLogin: 'Log in with Yandex ID',
    oauthFailed: 'Authorization error',
  },
} as const;

/** The auth popup of the profile-auth remote, opened from the header's profile button. */
export class AuthPopup extends BasePage<(typeof TEXT)[Storefront]> {
  constructor(page: Page, storefront: Storefront) {
    super(page, storefront, TEXT);
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  get headerLoginButton(): Locator {
    return this.page.locator('#shell-header').getByRole('button', { name: this.text.login });
  }

  get codeField(): Locator {
    return this.dialog.getByRole('textbox', { name: this.text.code, exact: true });
  }

  /** Step 1's way to the third-party login (a page visit to the API's authorize route). */
  get yandexLoginLink(): Locator {
    return this.dialog.getByRole('link', { name: this.text.yandexLogin });
  }

  get resendTimer(): Locator {
    return this.dialog.getByTestId('resend-timer');
  }

  async openFromHeader(): Promise<void> {
    await this.headerLoginButton.click();
    await expect(this.dialog.getByRole('textbox', { name: this.text.phone })).toBeVisible();
  }

  async submitPhone(phone: string): Promise<void> {
    await this.dialog.getByRole('textbox', { name: this.text.phone }).fill(phone);
    await this.dialog.getByRole('button', { name: this.text.getCode }).click();
  }

  /**
   * The code the API's test hooks say it sent (by SMS or as a flashcall's digits).
   * Asked until it is there: the popup's request may still be on its way when this runs.
   */
  async sentCode(phone: string): Promise<string> {
    const path = `/last-sms?phone=${encodeURIComponent(phone)}`;
    let code = '';
    await expect
      .poll(
        async () => {
          const answer = await testHook<DevLastSmsResponse>('GET', path);
          code = answer.status === 200 ? answer.body.code : '';
          return answer.status;
        },
        { message: `a code sent to ${phone}`, timeout: 10_000 },
      )
      .toBe(200);
    return code;
  }

  async enterCode(code: string): Promise<void> {
    await expect(this.codeField).toBeEnabled();
    await this.codeField.fill('');
    await this.codeField.fill(code);
  }

  /**
   * Enters a code and waits for the API's answer to it. Attempts that must each count (the
   * fifth wrong one is refused) need it: a code entered while the last one is still being
   * checked is not sent, and the message on screen is the same for every wrong one.
   */
  async enterCodeAnswered(code: string): Promise<void> {
    const answered = this.page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/auth/authenticate') && response.request().method() === 'POST',
    );
    await this.enterCode(code);
    await answered;
  }

  async solveCaptcha(): Promise<void> {
    const image = this.dialog.getByRole('img', { name: this.text.captchaImage });
    const token = await image.getAttribute('data-token');
    const { answer } = await testHookOk<DevCaptchaResponse>('GET', `/captcha/${token}`);
    await this.dialog.getByRole('textbox', { name: this.text.captchaInput }).fill(answer);
    await this.dialog.getByRole('button', { name: this.text.captchaSubmit }).click();
  }

  async register(profile: { name: string; surname: string; email: string }): Promise<void> {
    await expect(
      this.dialog.getByRole('heading', { name: this.text.registrationTitle }),
    ).toBeVisible();
    await this.dialog
      .getByRole('textbox', { name: this.text.name, exact: true })
      .fill(profile.name);
    await this.dialog.getByRole('textbox', { name: this.text.surname }).fill(profile.surname);
    await this.dialog.getByRole('textbox', { name: this.text.email }).fill(profile.email);
    await this.dialog.getByRole('checkbox', { name: this.text.agreement }).check();
    await this.dialog.getByRole('button', { name: this.text.register }).click();
  }
}
