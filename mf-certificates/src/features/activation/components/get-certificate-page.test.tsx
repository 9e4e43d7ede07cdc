import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@shop/event-bus';
import type { GiftDeposit } from '@shop/types';
import { bodiesOf, mockApi, setRoute } from '../../../testing/render';
import { renderWithShop } from '@shop/ui/testing';
import { GetCertificatePage } from './get-certificate-page';

const gift: GiftDeposit = {
  id: 'GD-7-1',
  amount: 5000,
  currency: 'RUB',
  design: null,
  activated: false,
  senderName: 'Анна',
  message: 'С праздником',
  expiresAt: '2030-01-01T00:00:00.000Z',
};

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

describe('GetCertificatePage', () => {
  beforeEach(() => {
    bus.emit('user:changed', { isAuth: false });
    bus.emit('popup:close', {});
  });

  it('shows a gift by the number from the path and its code, then adds it after a login', async () => {
    const api = mockApi({
      'POST /deposit/GD-7-1': (body) =>
        (body as { authCode: string }).authCode === '1234'
          ? { body: { success: true, data: gift, messages: [] } }
          : { body: { success: false, data: null, messages: ['Неверный код активации'] } },
      'POST /deposit/GD-7-1/add_to_profile': () => ({ body: { success: true, messages: [] } }),
    });
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
    expect(bodiesOf(api, 'POST /deposit/GD-7-1/add_to_profile')).toEqual([]);
    await act(async () => {
      bus.emit('user:changed', { isAuth: true, name: 'Анна' });
    });
    await waitFor(() =>
      expect(screen.getByText('Сертификат добавлен в ваш профиль.')).toBeVisible(),
    );
    expect(bodiesOf(api, 'POST /deposit/GD-7-1/add_to_profile')).toEqual([{ authCode: '1234' }]);
    expect(screen.getByTestId('gift-status')).toHaveTextContent('Уже добавлен в профиль');
  });

  it('asks for a 4-digit code and shows the localized default for an unknown number', async () => {
    mockApi({});
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
    mockApi({
      // As the API answers a lock: 429 with its text in both shapes.
      'POST /deposit/GD-LOCKED': () => ({
        status: 429,
        body: {
          success: false,
          data: null,
          messages: [lockedText],
          error: { code: 'auth_code_attempts_exceeded', message: lockedText },
        },
      }),
      'POST /deposit/GD-UNPAID': () => ({
        body: { success: false, data: null, messages: [notPaidText] },
      }),
    });
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
    mockApi({
      'POST /deposit/GD-7-1': () => ({ body: { success: true, data: gift, messages: [] } }),
      'POST /deposit/GD-7-1/add_to_profile': () => ({
        status: 429,
        body: { error: { code: 'rate_limited', message: 'Too many requests' } },
      }),
      'POST /deposit/GD-EDGE': () => ({
        status: 429,
        body: { error: { code: 'rate_limited', message: 'Too many requests' } },
      }),
    });
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
    mockApi({
      'POST /deposit/GD-7-1': () => ({ body: { success: true, data: gift, messages: [] } }),
      'POST /deposit/GD-7-1/add_to_profile': () => ({ body: { success: false, messages: [] } }),
    });
    await addGiftAsLoggedIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The certificate could not be added to your account',
    );
  });
});
