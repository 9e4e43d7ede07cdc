import { CUSTOM_AMOUNT, type CertificateItemValues } from './certificate-rules';
import { depositItemOf, depositOrderBody } from './deposit-order-body';

const values = (patch: Partial<CertificateItemValues>): CertificateItemValues => ({
  designId: '2',
  denomination: '5000',
  customAmount: '',
  recipientName: '',
  recipientEmail: '',
  sendDate: '14.02.2026',
  message: '',
  ...patch,
});

describe('depositItemOf (the certificate the order or the cart receives)', () => {
  it('a denomination, the design and the send date as the API takes them; blanks left out', () => {
    expect(depositItemOf(values({ recipientName: '  ' }))).toEqual({
      amount: 5000,
      designId: 2,
      sendDate: '2026-02-14',
    });
  });

  it('a free amount with spaces, the recipient and message trimmed', () => {
    const item = values({
      denomination: CUSTOM_AMOUNT,
      customAmount: '12 500',
      recipientName: ' Мария ',
      recipientEmail: 'friend@example.com ',
      message: ' С днём рождения! ',
    });
    expect(depositItemOf(item)).toEqual({
      amount: 12500,
      designId: 2,
      sendDate: '2026-02-14',
      recipientName: 'Мария',
      recipientEmail: 'friend@example.com',
      message: 'С днём рождения!',
    });
  });

  it('nothing while the amount or the design is missing', () => {
    expect(depositItemOf(values({ denomination: '' }))).toBeNull();
    expect(depositItemOf(values({ designId: '' }))).toBeNull();
  });
});

describe('depositOrderBody (POST /order/deposits/create)', () => {
  it('one certificate, the buyer trimmed, the deposit payment method 13', () => {
    const deposit = { amount: 5000, designId: 2, sendDate: null };
    const buyer = { fio: ' Анна Петрова ', phone: ' +7 999 123-45-67', email: 'anna@example.com ' };
    expect(depositOrderBody(deposit, buyer)).toEqual({
      deposits: [deposit],
      fio: 'Анна Петрова',
      phone: '+7 999 123-45-67',
      email: 'anna@example.com',
      payment_method_id: 13,
    });
  });
});
