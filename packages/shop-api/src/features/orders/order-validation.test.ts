import { validateOrder } from './order-validation';

const contact = { phone: '+79991234567', email: 'buyer@example.com', fio: 'Анна Петрова' };

describe('validateOrder: the address', () => {
  it('is asked of every courier service: regular (1), same-day (5) and express (7)', () => {
    for (const courier of [1, 5, 7]) {
      expect(validateOrder(contact, courier)).toEqual({ address: ['empty address'] });
      expect(validateOrder({ ...contact, address: 'Москва, Тверская, 1' }, courier)).toEqual({});
    }
  });

  it('is not asked of a pickup', () => {
    expect(validateOrder(contact, 6)).toEqual({});
    expect(validateOrder({ ...contact, shop_id: 3 }, 3)).toEqual({});
  });
});
