import { checkoutRules, deliveryCutoff, isPhoneConfirmed } from './checkout-rules';

// 2026-11-23 is a Monday; Moscow is UTC+3.
const mondayAt = (moscowHour: number) => new Date(Date.UTC(2026, 10, 23, moscowHour - 3, 0));

describe('deliveryCutoff', () => {
  it('gives the docs/product/08-messages.md#message-catalogue message for express after 16:00 and same-day after 13:00 Moscow time', () => {
    expect(deliveryCutoff(7, mondayAt(15))).toBeNull();
    expect(deliveryCutoff(7, mondayAt(16))).toBe('error.delivery.expressCutoff');
    expect(deliveryCutoff(5, mondayAt(12))).toBeNull();
    expect(deliveryCutoff(5, mondayAt(13))).toBe('error.delivery.sameDayCutoff');
    expect(deliveryCutoff(1, mondayAt(23))).toBeNull();
  });
});

describe('isPhoneConfirmed (docs/product/04-states.md#auth-flow)', () => {
  it('only for a logged-in user with the same phone, whatever its formatting', () => {
    const user = { isAuth: true, phone: '79991234567' };
    expect(isPhoneConfirmed(user, '+7 (999) 123-45-67')).toBe(true);
    expect(isPhoneConfirmed(user, '+7 (999) 123-45-68')).toBe(false);
    expect(isPhoneConfirmed({ isAuth: false, phone: '79991234567' }, '+79991234567')).toBe(false);
  });
});

describe('checkoutRules: the full name (docs/product/05-validation.md#full-name)', () => {
  const values = {} as Parameters<NonNullable<ReturnType<typeof checkoutRules>['fio']>>[1];
  it('is two Cyrillic words on the Russian storefront', () => {
    const fio = checkoutRules('ru').fio!;
    expect(fio('John', values)).toBe('error.fullName.invalid');
    expect(fio('Иван', values)).toBe('error.fullName.invalid');
    expect(fio('Иван Петров', values)).toBeNull();
    expect(fio(' ', values)).toBe('error.name.empty');
  });

  it('is any name on the English storefront', () => {
    const fio = checkoutRules('en').fio!;
    expect(fio('John Smith', values)).toBeNull();
    expect(fio('John', values)).toBeNull();
    expect(fio('', values)).toBe('error.name.empty');
  });
});

describe('checkoutRules: the address', () => {
  const values = (deliveryType: number) =>
    ({ delivery_method_id: String(deliveryType) }) as Parameters<
      NonNullable<ReturnType<typeof checkoutRules>['address']>
    >[1];
  it('is asked of every courier service: regular (1), same-day (5) and express (7)', () => {
    const address = checkoutRules('ru').address!;
    for (const courier of [1, 5, 7]) {
      expect(address('', values(courier))).toBe('error.address.empty');
      expect(address('Москва, Тверская, 1', values(courier))).toBeNull();
    }
    for (const pickup of [2, 3, 4, 6]) expect(address('', values(pickup))).toBeNull();
  });
});
