import {
  amountOf,
  buyerRules,
  certificateItemRules,
  checkRecipientEmail,
  CUSTOM_AMOUNT,
  type CertificateItemValues,
} from './certificate-rules';

const values = (patch: Partial<CertificateItemValues> = {}): CertificateItemValues => ({
  designId: '1',
  denomination: CUSTOM_AMOUNT,
  customAmount: '5000',
  recipientName: '',
  recipientEmail: 'friend@example.com',
  sendDate: '01.01.2049',
  message: '',
  ...patch,
});

const rules = certificateItemRules(() => 'me@example.com');
const check = <K extends keyof CertificateItemValues>(name: K, v: CertificateItemValues) =>
  rules[name]?.(v[name], v) ?? null;

describe('certificate form rules', () => {
  it('takes a free amount from 1 000 to 200 000 only (docs/product/05-validation.md#certificate-amount, docs/product/09-constants.md#money-and-amounts)', () => {
    expect(check('customAmount', values({ customAmount: '999' }))).toBe(
      'error.certificate.amountRange',
    );
    expect(check('customAmount', values({ customAmount: '200001' }))).toBe(
      'error.certificate.amountRange',
    );
    expect(check('customAmount', values({ customAmount: '1000' }))).toBeNull();
    expect(check('customAmount', values({ customAmount: '200 000' }))).toBeNull();
    expect(check('customAmount', values({ customAmount: '' }))).toBe(
      'error.certificate.denominationEmpty',
    );
    // A preset denomination needs no free amount.
    expect(check('customAmount', values({ denomination: '3000', customAmount: '' }))).toBeNull();
  });

  it('needs a denomination and a design', () => {
    expect(check('denomination', values({ denomination: '' }))).toBe(
      'error.certificate.denominationEmpty',
    );
    expect(check('designId', values({ designId: '' }))).toBe('error.radio.required');
  });

  it("refuses the buyer's own email as the recipient's, in any letter case (docs/product/08-messages.md#message-catalogue)", () => {
    expect(check('recipientEmail', values({ recipientEmail: 'Me@Example.com' }))).toBe(
      'error.certificate.ownEmail',
    );
    expect(check('recipientEmail', values({ recipientEmail: 'friend@example' }))).toBe(
      'error.email.invalid',
    );
    expect(check('recipientEmail', values({ recipientEmail: '' }))).toBe('error.email.empty');
    expect(check('recipientEmail', values())).toBeNull();
    expect(checkRecipientEmail('friend@example.com', '')).toBeNull();
  });

  it('checks the send date: dd.mm.yyyy, a real day, not in the past', () => {
    expect(check('sendDate', values({ sendDate: '01.01.2020' }))).toBe('error.date.past');
    expect(check('sendDate', values({ sendDate: '31.02.2049' }))).toBe('error.date.invalid');
    expect(check('sendDate', values({ sendDate: '2049-01-01' }))).toBe('error.date.invalid');
    expect(check('sendDate', values())).toBeNull();
  });

  it('checks the buyer: name, phone and email', () => {
    expect(buyerRules.fio?.('', { fio: '', phone: '', email: '' })).toBe('error.name.empty');
    expect(buyerRules.phone?.('+7', { fio: '', phone: '', email: '' })).toBe('error.phone.empty');
    expect(buyerRules.email?.('a@b.cc', { fio: '', phone: '', email: '' })).toBeNull();
  });

  it('reads the amount of a denomination or of the free amount', () => {
    expect(amountOf({ denomination: '3000', customAmount: '' })).toBe(3000);
    expect(amountOf({ denomination: CUSTOM_AMOUNT, customAmount: '12 500' })).toBe(12500);
    expect(amountOf({ denomination: CUSTOM_AMOUNT, customAmount: '' })).toBeNull();
    expect(amountOf({ denomination: '', customAmount: '' })).toBeNull();
  });
});
