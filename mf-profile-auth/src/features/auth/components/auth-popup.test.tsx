import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@shop/event-bus';
import type { AuthIdentificationResponse, CommonDataResponse, UserState } from '@shop/types';
import {
  apiCalls,
  apiServer,
  auth,
  bodiesOf,
  content,
  mockApiServer,
} from '@shop/api-client/testing';
import { resetBus } from '../../../testing/render';
import { renderWithShop } from '@shop/ui/testing';
import { AuthPopup } from './auth-popup';
import { identificationAnswer, testUser } from '../../../testing/fixtures';

const user = testUser;

const identified = (patch: Partial<AuthIdentificationResponse> = {}) => identificationAnswer(patch);
const commonData = content.commonData({
  user: { user, cartData: { totalProducts: 3 } },
} as unknown as CommonDataResponse);

mockApiServer();
beforeEach(() => resetBus());

async function typePhone(phone = '9991234567') {
  // The field starts with '+7' (the mask's prefix); the shopper types the rest.
  await userEvent.type(screen.getByLabelText(/Номер телефона/), phone);
  await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
}

describe('AuthPopup', () => {
  it("says why it opened: checkout's catalogued reason or the opener's own text", () => {
    const view = renderWithShop(<AuthPopup props={{ reason: 'checkout' }} onClose={jest.fn()} />);
    expect(
      screen.getByText('Подтвердите номер телефона, чтобы оформить заказ'),
    ).toBeInTheDocument();
    view.unmount();
    renderWithShop(
      <AuthPopup props={{ reason: 'Войдите, чтобы добавить сертификат' }} onClose={jest.fn()} />,
    );
    expect(screen.getByText('Войдите, чтобы добавить сертификат')).toBeInTheDocument();
  });

  it("offers the Yandex ID login as a page visit to the API's authorize route, not at checkout", () => {
    const view = renderWithShop(<AuthPopup props={{}} onClose={jest.fn()} />, 'en');
    expect(screen.getByRole('link', { name: 'Log in with Yandex ID' })).toHaveAttribute(
      'href',
      '/api/oauth/yandex/authorize',
    );
    view.unmount();
    renderWithShop(<AuthPopup props={{ reason: 'checkout' }} onClose={jest.fn()} />);
    expect(screen.queryByRole('link', { name: 'Войти через Яндекс ID' })).toBeNull();
  });

  it('asks for a phone first: "+7" alone is empty, a bad phone keeps the server text on step 1', async () => {
    apiServer.use(
      auth.identification(
        identified({
          success: false,
          step: 1,
          message: 'Неверный номер телефона',
          code: 'phone_invalid',
        }),
      ),
    );
    renderWithShop(<AuthPopup props={{}} onClose={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Введите номер телефона')).toBeInTheDocument();
    expect(apiCalls('POST /auth/identification')).toHaveLength(0);
    await typePhone('(12');
    expect(await screen.findByText('Неверный номер телефона')).toBeInTheDocument();
    expect(screen.getByLabelText(/Номер телефона/)).toBeInTheDocument();
  });

  it('logs a known phone in: code by SMS submitted at the 4th digit, user and cart on the bus', async () => {
    apiServer.use(
      auth.identification(identified()),
      auth.authenticate({
        success: true,
        step: null,
        registrationRequired: false,
        user,
        message: null,
        code: null,
      }),
      commonData,
    );
    const users: UserState[] = [];
    const carts: number[] = [];
    const subs = [
      bus.on('user:changed').subscribe((state) => users.push(state)),
      bus.on('cart:changed').subscribe((cart) => carts.push(cart.totalProducts)),
    ];
    const onClose = jest.fn();
    renderWithShop(<AuthPopup props={{ source: 'checkout' }} onClose={onClose} />);
    await typePhone();
    expect(
      await screen.findByText(/Мы отправили SMS с кодом на номер \+7 \(999\) 123-45-67/),
    ).toBeInTheDocument();
    const code = screen.getByLabelText(/Код/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByTestId('resend-timer')).toHaveTextContent(
      /Отправить код повторно можно через (30 секунд|29 секунд)/,
    );
    await userEvent.type(code, '1234');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodiesOf('POST /auth/authenticate')).toEqual([
      { phone: '+7 (999) 123-45-67', code: '1234', source: 'checkout' },
    ]);
    expect(users.at(-1)).toMatchObject({
      isAuth: true,
      name: 'Анна',
      favoritesCount: 2,
      bonusBalance: 500,
    });
    expect(carts.at(-1)).toBe(3);
    subs.forEach((sub) => sub.unsubscribe());
  });

  it('accepts a pasted code and shows a wrong code as the server sent it; too many attempts lock it', async () => {
    let attempts = 0;
    apiServer.use(
      auth.identification(identified({ confirmationType: 'flashcall' })),
      auth.authenticate(() => {
        attempts += 1;
        const locked = attempts >= 2;
        return {
          success: false,
          step: null,
          registrationRequired: false,
          user: null,
          message: locked
            ? 'Слишком много попыток, запросите новый код'
            : 'Неверный код подтверждения',
          code: locked ? 'code_attempts_exceeded' : 'code_invalid',
        };
      }),
    );
    renderWithShop(<AuthPopup props={{ phone: '+79991234567' }} onClose={jest.fn()} />);
    expect(screen.getByLabelText(/Номер телефона/)).toHaveValue('+7 (999) 123-45-67');
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText(/последние 4 цифры номера/)).toBeInTheDocument();
    const code = screen.getByLabelText(/Код/);
    fireEvent.change(code, { target: { value: 'Код: 00-00' } });
    expect(await screen.findByText('Неверный код подтверждения')).toBeInTheDocument();
    expect(code).toHaveValue('0000');
    fireEvent.change(code, { target: { value: '000' } });
    fireEvent.change(code, { target: { value: '0001' } });
    expect(
      await screen.findByText('Слишком много попыток, запросите новый код'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Код/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Запросите новый код' })).toBeDisabled();
  });

  it('checks a code completed while the last one is being checked once that answer is in, and a second press not at all', async () => {
    const wrong = {
      success: false,
      step: null,
      registrationRequired: false,
      user: null,
      message: 'Неверный код подтверждения',
      code: 'code_invalid',
    } as const;
    let answerFirst = () => {};
    const firstAnswered = new Promise<void>((resolve) => {
      answerFirst = resolve;
    });
    let checks = 0;
    apiServer.use(
      auth.identification(identified()),
      auth.authenticate(async () => {
        checks += 1;
        if (checks === 1) await firstAnswered;
        return wrong;
      }),
    );
    renderWithShop(<AuthPopup props={{ phone: '+79991234567' }} onClose={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    const code = await screen.findByLabelText(/Код/);
    fireEvent.change(code, { target: { value: '0000' } });
    await waitFor(() => expect(apiCalls('POST /auth/authenticate')).toHaveLength(1));
    // Corrected while the first is still being checked, and the button pressed meanwhile.
    fireEvent.change(code, { target: { value: '000' } });
    fireEvent.change(code, { target: { value: '0001' } });
    fireEvent.submit(code.closest('form')!);
    expect(apiCalls('POST /auth/authenticate')).toHaveLength(1);
    answerFirst();
    await waitFor(() => expect(apiCalls('POST /auth/authenticate')).toHaveLength(2));
    expect(await screen.findByText('Неверный код подтверждения')).toBeInTheDocument();
    expect(bodiesOf('POST /auth/authenticate')).toEqual([
      expect.objectContaining({ code: '0000' }),
      expect.objectContaining({ code: '0001' }),
    ]);
  });

  it('goes through the captcha when asked, loading a new image for each try', async () => {
    let tries = 0;
    apiServer.use(
      auth.identification(({ body }) => {
        tries += 1;
        const withCaptcha = Boolean((body as { captchaCode?: string }).captchaCode);
        if (tries === 1 || (withCaptcha && tries === 2))
          return identified({
            success: false,
            step: 2,
            captchaRequired: true,
            message: tries === 1 ? 'Введите символы с картинки' : 'Неверные символы с картинки',
            code: tries === 1 ? 'captcha_required' : 'captcha_invalid',
          });
        return identified();
      }),
      auth.captcha({ image: 'data:image/svg+xml;base64,AA==', token: 'tok' }),
    );
    renderWithShop(<AuthPopup props={{}} onClose={jest.fn()} />);
    await typePhone();
    expect(await screen.findByRole('img', { name: 'Символы для проверки' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Символы с картинки/), 'WRONG');
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Неверные символы с картинки')).toBeInTheDocument();
    await waitFor(() => expect(apiCalls('GET /captcha')).toHaveLength(2));
    await userEvent.type(await screen.findByLabelText(/Символы с картинки/), 'RIGHT');
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByLabelText(/Код/)).toBeInTheDocument();
    expect(bodiesOf('POST /auth/identification').at(-1)).toEqual({
      phone: '+7 (999) 123-45-67',
      captchaToken: 'tok',
      captchaCode: 'RIGHT',
    });
  });

  it('registers a new phone with the docs/product/05-validation.md checks and the server field errors', async () => {
    let registrations = 0;
    apiServer.use(
      auth.identification(identified({ userExists: false })),
      auth.authenticate({
        success: true,
        step: 4,
        registrationRequired: true,
        user: null,
        message: null,
        code: null,
      }),
      auth.register(() => {
        registrations += 1;
        return registrations === 1
          ? {
              success: false,
              user: null,
              message: 'Проверьте правильность заполнения полей',
              errors: { email: ['Этот email уже зарегистрирован'] },
            }
          : { success: true, user, message: null, errors: null };
      }),
      commonData,
    );
    const onClose = jest.fn();
    renderWithShop(<AuthPopup props={{}} onClose={onClose} />);
    await typePhone();
    await userEvent.type(await screen.findByLabelText(/Код/), '1234');
    expect(await screen.findByRole('heading', { name: 'Регистрация' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(screen.getByText('Введите имя')).toBeInTheDocument();
    expect(
      screen.getByText('Необходимо согласие на обработку персональных данных'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Имя/)).toHaveFocus();
    await userEvent.type(screen.getByLabelText(/Имя/), 'Анна');
    await userEvent.type(screen.getByLabelText(/Фамилия/), 'Смирнова');
    await userEvent.type(screen.getByLabelText(/Email/), 'anna@example.com');
    await userEvent.click(screen.getByLabelText(/согласен/));
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Этот email уже зарегистрирован')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('counts the resend timer down in English and then offers a new code', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    apiServer.use(auth.identification(identified({ resendTimeout: 2 })));
    renderWithShop(<AuthPopup props={{ phone: '+79991234567' }} onClose={jest.fn()} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(await screen.findByTestId('resend-timer')).toHaveTextContent(
      'You can request a new code in 2 seconds',
    );
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('resend-timer')).toHaveTextContent('in 1 second');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Send the code again' })).toBeInTheDocument();
    jest.useRealTimers();
  });
});
