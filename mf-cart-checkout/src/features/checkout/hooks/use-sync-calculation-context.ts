import { useEffect } from 'react';
import type { CheckoutValues } from '../../../state/order-data';
import type { CartContext } from '../../cart/use-cart';

/** The cart calculation follows the chosen delivery, payment method and pickup point. */
export function useSyncCalculationContext(
  values: CheckoutValues,
  onContextChange: (patch: Partial<CartContext>) => void,
): void {
  const deliveryType = Number(values.delivery_method_id);
  useEffect(() => {
    onContextChange({
      delivery_method_id: deliveryType || null,
      payment_method_id: Number(values.payment_method_id) || null,
      pickup_point_id: values.pickpoint_number || null,
    });
  }, [deliveryType, values.payment_method_id, values.pickpoint_number, onContextChange]);
}
