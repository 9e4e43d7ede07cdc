import type { CartData, CurrencyCode } from '@shop/types';

/**
 * The total the checkout shows for the delivery chosen on its form: the cart's, with the price
 * the cart gives that delivery. The form's choice reaches the cart's calculation a moment later,
 * so an order placed at once still names what the shopper saw beside the delivery.
 */
export function shownTotal(
  data: CartData,
  deliveryTypeId: number,
): { amount: number; currency: CurrencyCode } {
  const chosen = data.delivery.find((option) => option.typeId === deliveryTypeId);
  const deliveryPrice = chosen ? chosen.price : data.deliveryPrice;
  // Certificates alone are not delivered: the cart charges no delivery for them.
  const delivered = Object.keys(data.products).length > 0;
  return {
    amount: data.finalSum.final - data.deliveryPrice + (delivered ? deliveryPrice : 0),
    currency: data.currency,
  };
}
