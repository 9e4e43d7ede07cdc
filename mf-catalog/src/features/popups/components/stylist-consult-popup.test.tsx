import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@shop/event-bus';
import {
  apiCalls,
  apiServer,
  bodiesOf,
  HttpResponse,
  marketing,
  mockApiServer,
  reply,
} from '@shop/api-client/testing';
import { resetBus } from '../../../testing/render';
import { renderWithShop } from '@shop/ui/testing';
import { StylistConsultPopup } from './stylist-consult-popup';

const sentBody = () => bodiesOf('POST /marketing/stylist-consults')[0];

mockApiServer();

async function submit(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('stylist consult popup', () => {
  beforeEach(() => {
    resetBus();
    bus.set('user', { isAuth: false });
  });

  it('shows a titled dialog with name, phone and comment', () => {
    renderWithShop(<StylistConsultPopup props={{ productId: 7 }} onClose={() => {}} />, 'en');
    expect(screen.getByRole('dialog', { name: 'Stylist consultation' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription('');
    expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveAccessibleDescription(
      'For example, a good time to call',
    );
  });

  it('fills in the name and phone of a logged-in shopper', () => {
    bus.set('user', { isAuth: true, name: 'Анна', phone: '79991234567' });
    renderWithShop(<StylistConsultPopup props={{}} onClose={() => {}} />, 'ru');
    expect(screen.getByRole('textbox', { name: /Имя/ })).toHaveValue('Анна');
    expect(screen.getByRole('textbox', { name: /Телефон/ })).toHaveValue('+7 (999) 123-45-67');
  });

  it('shows the catalogued errors of empty fields, focuses the first and sends nothing', async () => {
    renderWithShop(<StylistConsultPopup props={{ productId: 7 }} onClose={() => {}} />, 'ru');
    await submit('Записаться на консультацию');
    const name = screen.getByRole('textbox', { name: /Имя/ });
    expect(name).toHaveAccessibleDescription('Введите имя');
    expect(screen.getByRole('textbox', { name: /Телефон/ })).toHaveAccessibleDescription(
      'Введите номер телефона',
    );
    expect(name).toHaveFocus();
    expect(apiCalls()).toEqual([]);
  });

  it('masks the phone and the name as they are typed', () => {
    renderWithShop(<StylistConsultPopup props={{}} onClose={() => {}} />, 'en');
    fireEvent.change(screen.getByRole('textbox', { name: /Phone/ }), {
      target: { value: '89991234567' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), {
      target: { value: 'Anna <b>' },
    });
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('+7 (999) 123-45-67');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Anna b');
  });

  it('sends the request with the product and shows the success state, Done closes', async () => {
    apiServer.use(marketing.stylistConsult({ requestId: 'SC-42' }));
    const onClose = jest.fn();
    renderWithShop(<StylistConsultPopup props={{ productId: 7 }} onClose={onClose} />, 'en');
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), {
      target: { value: ' Anna ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Phone/ }), {
      target: { value: '+7 999 123 45 67' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Comment/ }), {
      target: { value: 'After 6 pm' },
    });
    await submit('Book a consultation');
    expect(
      await screen.findByText('Request received. A stylist will call you soon.'),
    ).toBeVisible();
    expect(screen.getByText('Request number: SC-42')).toBeVisible();
    expect(screen.getByTestId('popup-sent')).toHaveFocus();
    expect(sentBody()).toEqual({
      name: 'Anna',
      phone: '+7 (999) 123-45-67',
      productId: 7,
      comment: 'After 6 pm',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('leaves out an empty comment and a missing product', async () => {
    apiServer.use(marketing.stylistConsult({ requestId: 'SC-1' }));
    bus.set('user', { isAuth: true, name: 'Anna', phone: '+79991234567' });
    renderWithShop(<StylistConsultPopup props={{}} onClose={() => {}} />, 'en');
    await submit('Book a consultation');
    await screen.findByTestId('popup-sent');
    expect(sentBody()).toEqual({ name: 'Anna', phone: '+7 (999) 123-45-67' });
  });

  it('puts a field error of the platform on its field, in the shopper’s language', async () => {
    apiServer.use(
      marketing.stylistConsult(
        reply(400, {
          error: {
            code: 'validation_failed',
            message: 'The request is invalid',
            fieldErrors: { phone: ['error.phone.invalid'] },
          },
        }),
      ),
    );
    bus.set('user', { isAuth: true, name: 'Анна', phone: '+7999' });
    renderWithShop(<StylistConsultPopup props={{}} onClose={() => {}} />, 'ru');
    await submit('Записаться на консультацию');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Телефон/ })).toHaveAccessibleDescription(
        'Неверный номер телефона',
      ),
    );
    expect(screen.queryByTestId('popup-sent')).toBeNull();
  });

  it('says when the request failed and sends it again on retry', async () => {
    // The transport logs the network failure; keep the test output for real problems.
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    apiServer.use(
      marketing.stylistConsult(HttpResponse.error(), { once: true }),
      marketing.stylistConsult({ requestId: 'SC-2' }),
    );
    bus.set('user', { isAuth: true, name: 'Anna', phone: '+79991234567' });
    renderWithShop(<StylistConsultPopup props={{ productId: 7 }} onClose={() => {}} />, 'en');
    await submit('Book a consultation');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not send. Check your connection and try again.',
    );
    await submit('Try again');
    expect(await screen.findByText('Request number: SC-2')).toBeVisible();
    expect(apiCalls('POST /marketing/stylist-consults')).toHaveLength(2);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
