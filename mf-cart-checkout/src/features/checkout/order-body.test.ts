import { DELIVERY_TYPE, emptyCheckoutValues, type CheckoutValues } from '../../state/order-data';
import { orderBody } from './order-body';

const values = (patch: Partial<CheckoutValues>): CheckoutValues => ({
  ...emptyCheckoutValues(),
  phone: '+7 (999) 123-45-67',
  email: 'anna@example.com',
  fio: 'Анна Петрова',
  ...patch,
});

describe('orderBody (POST /order/create/v2 from the checkout form)', () => {
  it('sends a courier order with numbers for ids and the courier info', () => {
    const body = orderBody(
      values({
        delivery_method_id: String(DELIVERY_TYPE.courier),
        payment_method_id: '3',
        communication_method_id: '2',
        address: 'Тверская, 1',
        apartment: '12',
        floor: '3',
      }),
    );
    expect(body).toMatchObject({
      delivery_method_id: 1,
      payment_method_id: 3,
      communication_method_id: 2,
      activeDeliveryType: 'courier',
      phone: '+7 (999) 123-45-67',
      shop_id: null,
      pickup_point: null,
      courier_info: { address: 'Тверская, 1', apartment: '12', floor: '3', is_full: true },
    });
  });

  it('a courier address without an apartment is not full; no payment method is null', () => {
    const body = orderBody(
      values({ delivery_method_id: String(DELIVERY_TYPE.courier), address: 'Тверская, 1' }),
    );
    expect(body.courier_info?.is_full).toBe(false);
    expect(body.payment_method_id).toBeNull();
  });

  it('sends the pickup point as pickup, with its code as pickup_point', () => {
    const body = orderBody(
      values({
        delivery_method_id: String(DELIVERY_TYPE.pickpoint),
        pickpoint_number: 'CDEK-1001',
        pickpoint_full_address: 'Москва, ул. Ленина, 1',
      }),
    );
    expect(body).toMatchObject({
      activeDeliveryType: 'pickup',
      pickup_point: 'CDEK-1001',
      pickpoint_number: 'CDEK-1001',
      pickpoint_full_address: 'Москва, ул. Ленина, 1',
    });
  });

  it('sends the shop as a number, and the extras as chosen', () => {
    const body = orderBody(
      values({
        delivery_method_id: String(DELIVERY_TYPE.shop),
        shop_id: '12',
        is_gift: true,
        recipient_name: 'Мария',
        postCard: true,
        newsletterSubscription: false,
        comment: 'Позвонить заранее',
      }),
    );
    expect(body).toMatchObject({
      shop_id: 12,
      activeDeliveryType: 'pickup',
      is_gift: true,
      recipient_name: 'Мария',
      postCard: true,
      deletePriceTags: false,
      newsletterSubscription: false,
      comment: 'Позвонить заранее',
    });
  });

  it('a delivery that is neither courier nor pickup (an online certificate) counts as courier', () => {
    expect(
      orderBody(values({ delivery_method_id: String(DELIVERY_TYPE.onlineCertificate) }))
        .activeDeliveryType,
    ).toBe('courier');
  });
});
