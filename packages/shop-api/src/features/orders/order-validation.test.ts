import { validateOrder } from './order-validation';

const contact = { phone: '+79991234567', email: 'buyer@example.com', fio: 'Анна Петрова' };

describe('validateOrder: the address', () => {
  it('is asked of every courier service: regular (1), same-day (5) and express (7)', () => {
    for (const courier of [1, 5, 7]) {
      expect(validateOrder(contact, courier, 'ru')).toEqual({ address: ['empty address'] });
      expect(validateOrder({ ...contact, address: 'Москва, Тверская, 1' }, courier, 'ru')).toEqual(
        {},
      );
    }
  });

  it('is not asked of a pickup', () => {
    expect(validateOrder(contact, 6, 'ru')).toEqual({});
    expect(validateOrder({ ...contact, shop_id: 3 }, 3, 'ru')).toEqual({});
  });
});

describe('validateOrder: the full name', () => {
  it('is two Cyrillic words on the Russian storefront, as its checkout asks', () => {
    for (const fio of ['Анна', 'Anna Petrova', 'Анна Петрова"><img src=x onerror=alert(1)>'])
      expect(validateOrder({ ...contact, fio }, 6, 'ru')).toEqual({ fio: ['wrong name'] });
    expect(validateOrder({ ...contact, fio: 'Анна-Мария Петрова' }, 6, 'ru')).toEqual({});
  });

  it('is any name on the English storefront', () => {
    expect(validateOrder({ ...contact, fio: 'Anna Petrova' }, 6, 'en')).toEqual({});
  });
});
