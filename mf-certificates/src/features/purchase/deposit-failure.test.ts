import { addToCartFailure, depositFieldErrors } from './deposit-failure';

describe('depositFieldErrors (server field errors on the certificate form)', () => {
  it('puts each known field on its form with the catalogued message', () => {
    expect(
      depositFieldErrors({
        'deposits.0.amount': ['too small'],
        phone: ['bad phone'],
        'deposits.0.sendDate': ['past'],
      }),
    ).toEqual([
      { form: 'item', field: 'customAmount', message: 'error.certificate.amountRange' },
      { form: 'buyer', field: 'phone', message: 'error.phone.invalid' },
      { form: 'item', field: 'sendDate', message: 'error.date.invalid' },
    ]);
  });

  it('a recipient email the server calls the buyer’s own gets that message', () => {
    expect(depositFieldErrors({ 'deposits.0.recipientEmail': ['must not be your own'] })).toEqual([
      { form: 'item', field: 'recipientEmail', message: 'error.certificate.ownEmail' },
    ]);
    expect(depositFieldErrors({ 'deposits.0.recipientEmail': ['invalid'] })).toEqual([
      { form: 'item', field: 'recipientEmail', message: 'error.email.invalid' },
    ]);
  });

  it('leaves out fields the form does not have, and no errors is none', () => {
    expect(depositFieldErrors({ 'deposits.1.amount': ['x'], csrf: ['y'] })).toEqual([]);
    expect(depositFieldErrors(null)).toEqual([]);
  });
});

describe('addToCartFailure (the alert when the cart refuses the certificate)', () => {
  it('the server’s error, else its message, else the catalogued text', () => {
    expect(addToCartFailure({ error: 'Лимит', message: 'другое' })).toEqual({ text: 'Лимит' });
    expect(addToCartFailure({ error: null, message: 'Нельзя' })).toEqual({ text: 'Нельзя' });
    expect(addToCartFailure({ error: '', message: null })).toEqual({ id: 'error.cart.update' });
  });
});
