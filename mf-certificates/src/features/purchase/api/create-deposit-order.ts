import { storefrontApi } from '@shop/api-client';
import { DEFAULT_DEPOSIT_PAYMENT_METHOD_ID } from '@shop/storefront';
import type { DepositOrderCreateResponse, DepositOrderItem } from '@shop/types';
import type { BuyerValues } from '../certificate-rules';

/** POST /order/deposits/create with the default deposit payment method (13, docs/product/09-constants.md#money-and-amounts). */
export function createDepositOrder(
  deposit: DepositOrderItem,
  buyer: BuyerValues,
): Promise<DepositOrderCreateResponse> {
  return storefrontApi().createDepositOrder({
    deposits: [deposit],
    email: buyer.email.trim(),
    phone: buyer.phone.trim(),
    fio: buyer.fio.trim(),
    payment_method_id: DEFAULT_DEPOSIT_PAYMENT_METHOD_ID,
  });
}

/** POST /cart/add-deposit: an online certificate in the cart (the only-online-certificate cart of docs/product/04-states.md#gift-deposit-activation). */
export function addDepositToCart(deposit: DepositOrderItem) {
  return storefrontApi().cartAction('add-deposit', { deposit });
}
