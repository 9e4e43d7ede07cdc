import type { OrderData } from '@shop/types';
import type { CheckoutValues } from '../../state/order-data';
import { deliveryMethodOf } from './delivery-preference';

/** The POST /order/create/v2 body from the form (the bonus toggle is the cart's, added by the caller). */
export function orderBody(values: CheckoutValues): Partial<OrderData> {
  const deliveryId = Number(values.delivery_method_id) as OrderData['delivery_method_id'];
  return {
    delivery_method_id: deliveryId,
    payment_method_id: Number(values.payment_method_id) || null,
    communication_method_id: Number(
      values.communication_method_id,
    ) as OrderData['communication_method_id'],
    is_gift: values.is_gift,
    phone: values.phone,
    email: values.email,
    fio: values.fio,
    address: values.address,
    apartment: values.apartment,
    front_door: values.front_door,
    floor: values.floor,
    house_code: values.house_code,
    comment_for_courier: values.comment_for_courier,
    recipient_name: values.recipient_name,
    recipient_phone: values.recipient_phone,
    shop_id: values.shop_id ? Number(values.shop_id) : null,
    pickpoint_number: values.pickpoint_number,
    pickpoint_full_address: values.pickpoint_full_address,
    pickpoint_short_address: values.pickpoint_short_address,
    pickup_point: values.pickpoint_number || null,
    comment: values.comment,
    activeDeliveryType: deliveryMethodOf(Number(values.delivery_method_id)) ?? 'courier',
    courier_info: {
      address: values.address,
      is_full: Boolean(values.address && values.apartment),
      apartment: values.apartment,
      floor: values.floor,
      front_door: values.front_door,
      house_code: values.house_code,
      comment_for_courier: values.comment_for_courier,
    },
    newsletterSubscription: values.newsletterSubscription,
    postCard: values.postCard,
    deletePriceTags: values.deletePriceTags,
  };
}
