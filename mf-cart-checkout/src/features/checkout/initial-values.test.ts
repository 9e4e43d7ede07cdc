import { deliveryOptionFixture } from '../../testing/checkout-form-testing';
import type { DeliveryOption } from '@shop/types';
import { DELIVERY_TYPE, emptyCheckoutValues } from '../../state/order-data';
import { checkoutInitialValues, type SavedCheckout } from './initial-values';

const option = deliveryOptionFixture;

const cart = (delivery: DeliveryOption[], onlyOnlineCertificates = false) => ({
  delivery,
  onlyOnlineCertificates,
});
const moscow = cart([
  option(DELIVERY_TYPE.courier, { selected: true }),
  option(DELIVERY_TYPE.pickpoint),
  option(DELIVERY_TYPE.shop),
  option(DELIVERY_TYPE.pickup),
]);
const nothingSaved: SavedCheckout = { orderData: {}, deliveryPreference: null };
const guest = { isAuth: false };

describe('checkoutInitialValues (the checkout form on opening)', () => {
  it('with nothing saved: empty fields and the delivery the cart selected', () => {
    expect(checkoutInitialValues(moscow, 'RU', guest, nothingSaved)).toEqual({
      ...emptyCheckoutValues(),
      delivery_method_id: String(DELIVERY_TYPE.courier),
    });
  });

  it('a preferred pickup starts on the first open pickup kind', () => {
    const saved = { orderData: {}, deliveryPreference: 'pickup' as const };
    expect(checkoutInitialValues(moscow, 'RU', guest, saved).delivery_method_id).toBe(
      String(DELIVERY_TYPE.pickup),
    );
  });

  it('saved order data comes back, the comment never, and wins over the preference', () => {
    const saved: SavedCheckout = {
      orderData: {
        phone: '+7 (999) 123-45-67',
        address: 'Тверская, 1',
        delivery_method_id: String(DELIVERY_TYPE.shop),
        comment: 'old',
      },
      deliveryPreference: 'courier',
    };
    const values = checkoutInitialValues(moscow, 'RU', guest, saved);
    expect(values).toMatchObject({
      phone: '+7 (999) 123-45-67',
      address: 'Тверская, 1',
      delivery_method_id: String(DELIVERY_TYPE.shop),
      comment: '',
    });
  });

  it('a saved delivery the cart does not offer falls back to the cart’s first', () => {
    const abroad = cart([option(DELIVERY_TYPE.pickup), option(DELIVERY_TYPE.courier)]);
    const saved = { orderData: { delivery_method_id: '99' }, deliveryPreference: null };
    expect(checkoutInitialValues(abroad, 'US', guest, saved).delivery_method_id).toBe(
      String(DELIVERY_TYPE.pickup),
    );
  });

  it('a logged-in user’s phone (masked), email and name replace the saved ones', () => {
    const saved = {
      orderData: { phone: '+7 (900) 000-00-00', email: 'old@example.com', fio: 'Старое Имя' },
      deliveryPreference: null,
    };
    const user = {
      isAuth: true,
      phone: '79991234567',
      email: 'anna@example.com',
      name: 'Анна',
      surname: 'Петрова',
    };
    expect(checkoutInitialValues(moscow, 'RU', user, saved)).toMatchObject({
      phone: '+7 (999) 123-45-67',
      email: 'anna@example.com',
      fio: 'Анна Петрова',
    });
  });

  it('a logged-in user without a profile name keeps the typed fields empty, not "undefined"', () => {
    const values = checkoutInitialValues(moscow, 'RU', { isAuth: true }, nothingSaved);
    expect(values).toMatchObject({ phone: '', email: '', fio: '' });
  });
});
