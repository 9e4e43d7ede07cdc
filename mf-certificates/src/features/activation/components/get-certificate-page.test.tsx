import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@shop/event-bus';
import {
  apiError,
  apiServer,
  bodiesOf,
  certificates,
  mockApiServer,
  reply,
} from '@shop/api-client/testing';
import { renderWithShop, setRoute } from '@shop/ui/testing';
import { giftFixture } from '../../../testing/gift-fixture';
import { Root } from '../../../root';
import { GetCertificatePage } from './get-certificate-page';

const gift = giftFixture();

/** A logged-in shopper (en) checks GD-7-1 with the code 1234 and adds it to the profile. */
async function addGiftAsLoggedIn(): Promise<void> {
  bus.emit('user:changed', { isAuth: true });
  setRoute('/get-certificate/GD-7-1');
  renderWithShop(<GetCertificatePage />, 'en');
  fireEvent.change(screen.getByLabelText('Activation code', { exact: false }), {
    target: { value: '1234' },
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Check the certificate' }));
  });
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Add to my profile' }));
  });
}

// As the API answers a number it does not know.
mockApiServer(
  certificates.giftDeposit(apiError(404, 'not_found', 'Not found')),
  certificates.addGiftDepositToProfile(apiError(404, 'not_found', 'Not found')),
);

describe('GetCertificatePage', () => {
  beforeEach(() => {
    bus.emit('user:changed', { isAuth: false });
    bus.emit('popup:close', {});
  });

  it('shows a gift by the number from the path and its code, then adds it after a login', async () => {
    apiServer.use(
      certificates.giftDeposit(({ body }) =>
        (body as { authCode: string }).authCode === '1234'
          ? { success: true, data: gift, messages: [] }
          : { success: false, data: null, messages: ['Неверный код активации'] },
      ),
      certificates.addGiftDepositToProfile({ success: true, messages: [] }),
    );
    setRoute('/get-certificate/GD-7-1');
    renderWithShop(<GetCertificatePage />);
    expect(screen.getByLabelText('Номер сертификата', { exact: false })).toHaveValue('GD-7-1');
    fireEvent.change(screen.getByLabelText('Код активации', { exact: false }), {
      target: { value: '9999' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Проверить сертификат' }));
    });
    expect(await screen.findByText('Неверный код активации')).toBeVisible();

    fireEvent.change(screen.getByLabelText('Код активации', { exact: false }), {
      target: { value: '1234' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Проверить сертификат' }));
    });
    expect(await screen.findByTestId('gift-amount')).toHaveTextContent(/5\s000/);
    expect(screen.getByTestId('gift-status')).toHaveTextContent('Не активирован');

    // A guest is asked to log in first; the adding continues on user:changed.
    fireEvent.click(screen.getByRole('button', { name: 'Добавить в профиль' }));
    expect(bus.get('popup').open).toEqual([
      { key: 'auth', props: { reason: 'Войдите, чтобы добавить сертификат в профиль' } },
    ]);
    expect(bodiesOf('POST /deposit/GD-7-1/add_to_profile')).toEqual([]);
    await act(async () => {
      bus.emit('user:changed', { isAuth: true, name: 'Анна' });
    });
    await waitFor(() =>
      expect(screen.getByText('Сертификат добавлен в ваш профиль.')).toBeVisible(),
    );
    expect(bodiesOf('POST /deposit/GD-7-1/add_to_profile')).toEqual([{ authCode: '1234' }]);
    expect(screen.getByTestId('gift-status')).toHaveTextContent('Уже добавлен в профиль');
  });

  it('shows a gift checked by a typed number once the number is in the address', async () => {
    apiServer.use(certificates.giftDeposit({ success: true, data: gift, messages: [] }));
    setRoute('/get-certificate');
    renderWithShop(<Root />);
    fireEvent.change(screen.getByLabelText('Номер сертификата', { exact: false }), {
      target: { value: 'GD-7-1' },
    });
    fireEvent.change(screen.getByLabelText('Код активации', { exact: false }), {
      target: { value: '1234' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Проверить сертификат' }));
    });
    expect(window.location.pathname).toBe('/get-certificate/GD-7-1');
    // The shell follows the address: the page keyed by the number mounts afresh.
    act(() => setRoute(window.location.pathname));
    expect(await screen.findByRole('button', { name: 'Добавить в профиль' })).toBeVisible();
    expect(screen.getByLabelText('Код активации', { exact: false })).toHaveValue('1234');

    // Opened again later, the same address starts with the empty form.
    act(() => setRoute('/get-certificate'));
    act(() => setRoute('/get-certificate/GD-7-1'));
    expect(screen.queryByRole('button', { name: 'Добавить в профиль' })).not.toBeInTheDocument();
  });

  it('asks for a 4-digit code and shows the localized default for an unknown number', async () => {
    setRoute('/get-certificate');
    renderWithShop(<GetCertificatePage />, 'en');
    fireEvent.change(screen.getByLabelText('Certificate number', { exact: false }), {
      target: { value: 'NOPE' },
    });
    fireEvent.change(screen.getByLabelText('Activation code', { exact: false }), {
      target: { value: '12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check the certificate' }));
    expect(await screen.findByText('Invalid activation code')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Activation code', { exact: false }), {
      target: { value: '1234' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check the certificate' }));
    });
    expect(await screen.findByText('Invalid activation code')).toBeVisible();
  });

  it("shows the API's refusals: a locked certificate and one whose order is not paid", async () => {
    const lockedText = 'Слишком много неверных попыток ввода кода. Попробуйте позже';
    const notPaidText = 'Сертификат недействителен: его заказ не оплачен';
    const errorSpy = jest.spyOn(console, 'error');
    apiServer.use(
      certificates.giftDeposit(({ params }) =>
        params.id === 'GD-LOCKED'
          ? // As the API answers a lock: 429 with its text in both shapes.
            reply(429, {
              success: false,
              data: null,
              messages: [lockedText],
              error: { code: 'auth_code_attempts_exceeded', message: lockedText },
            })
          : { success: false, data: null, messages: [notPaidText] },
      ),
    );
    setRoute('/get-certificate/GD-LOCKED');
    renderWithShop(<GetCertificatePage />);
    fireEvent.change(screen.getByLabelText('Код активации', { exact: false }), {
      target: { value: '1234' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Проверить сертификат' }));
    });
    expect(await screen.findByText(lockedText)).toBeVisible();
    expect(screen.queryByText('Неверный код активации')).toBeNull();

    fireEvent.change(screen.getByLabelText('Номер сертификата', { exact: false }), {
      target: { value: 'GD-UNPAID' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Проверить сертификат' }));
    });
    expect(await screen.findByText(notPaidText)).toBeVisible();
    // An expected refusal, not a failure to report.
    expect(errorSpy).not.toHaveBeenCalled();
    errorSpy.mockRestore();
  });

  it('shows its own "too many attempts" text for a 429 without the server\'s words (en)', async () => {
    apiServer.use(
      certificates.giftDeposit(({ params }) =>
        params.id === 'GD-EDGE'
          ? apiError(429, 'rate_limited', 'Too many requests')
          : { success: true, data: gift, messages: [] },
      ),
      certificates.addGiftDepositToProfile(apiError(429, 'rate_limited', 'Too many requests')),
    );
    await addGiftAsLoggedIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong code attempts. Please try again later',
    );

    fireEvent.change(screen.getByLabelText('Certificate number', { exact: false }), {
      target: { value: 'GD-EDGE' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check the certificate' }));
    });
    expect(
      await screen.findByText('Too many wrong code attempts. Please try again later'),
    ).toBeVisible();
  });

  it('shows the server message or the default when adding to the profile fails', async () => {
    apiServer.use(
      certificates.giftDeposit({ success: true, data: gift, messages: [] }),
      certificates.addGiftDepositToProfile({ success: false, messages: [] }),
    );
    await addGiftAsLoggedIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The certificate could not be added to your account',
    );
  });
});
