import { designFixture } from '../../testing/design-fixture';
import { CUSTOM_AMOUNT } from './certificate-rules';
import { dottedDay, initialBuyerValues, initialItemValues } from './initial-values';

const design = designFixture;
const designs = [design(4, 'design 4', [3000, 5000]), design(7, 'design 7', [10000])];
const today = new Date(2026, 0, 5);

describe('initialItemValues (the certificate on opening)', () => {
  it('nothing kept: the first design, no amount, sent today', () => {
    expect(initialItemValues(designs, null, today)).toEqual({
      designId: '4',
      denomination: '',
      customAmount: '',
      recipientName: '',
      recipientEmail: '',
      sendDate: '05.01.2026',
      message: '',
    });
  });

  it('the item kept from this session comes back, a free amount as typed', () => {
    const stored = {
      amount: 12500,
      designId: 7,
      sendDate: '2026-02-14',
      customAmount: true,
      recipientEmail: 'friend@example.com',
    };
    expect(initialItemValues(designs, stored, today)).toMatchObject({
      designId: '7',
      denomination: CUSTOM_AMOUNT,
      customAmount: '12500',
      recipientEmail: 'friend@example.com',
      sendDate: '14.02.2026',
    });
  });

  it('a kept design that no longer exists gives way to the first one; the rest stays', () => {
    const stored = { amount: 5000, designId: 99, sendDate: null, customAmount: false };
    expect(initialItemValues(designs, stored, today)).toMatchObject({
      designId: '4',
      denomination: '5000',
      sendDate: '05.01.2026',
    });
  });

  it('no designs at all: no design chosen', () => {
    expect(initialItemValues([], null, today).designId).toBe('');
  });
});

describe('dottedDay and initialBuyerValues', () => {
  it('writes a day as dd.mm.yyyy', () => {
    expect(dottedDay(new Date(2031, 11, 31))).toBe('31.12.2031');
  });

  it('the buyer is the logged-in user, else empty', () => {
    expect(
      initialBuyerValues({ name: 'Анна Петрова', phone: '+79991234567', email: 'a@example.com' }),
    ).toEqual({ fio: 'Анна Петрова', phone: '+79991234567', email: 'a@example.com' });
    expect(initialBuyerValues({})).toEqual({ fio: '', phone: '', email: '' });
  });
});
