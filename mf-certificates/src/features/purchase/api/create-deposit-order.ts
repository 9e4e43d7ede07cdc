import { storefrontApi } from '@shop/api-client';
import type { DepositOrderCreateResponse, DepositOrderItem } from '@shop/types';
import type { BuyerValues } from '../certificate-rules';
import { depositOrderBody } from '../deposit-order-body';

/** POST /order/deposits/create with the default deposit payment method (13, docs/product/09-constants.md#money-and-amounts). */
export function createDepositOrder(
  deposit: DepositOrderItem,
  buyer: BuyerValues,
): Promise<DepositOrderCreateResponse> {
  return storefrontApi().createDepositOrder(depositOrderBody(deposit, buyer));
}

/** POST /cart/add-deposit: an online certificate in the cart (the only-online-certificate cart of docs/product/04-states.md#gift-deposit-activation). */
export function addDepositToCart(deposit: DepositOrderItem) {
  return storefrontApi().cartAction('add-deposit', { deposit });
}
