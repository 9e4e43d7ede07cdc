import { DEFAULT_DEPOSIT_PAYMENT_METHOD_ID } from '@shop/storefront';
import type { DepositOrderCreateRequest, DepositOrderItem } from '@shop/types';
import type { BuyerValues, CertificateItemValues } from './certificate-rules';
import { itemFromValues, orderItemOf } from './deposit-item-storage';

/** The certificate a deposit order or the cart receives; null while its amount or design is missing. */
export const depositItemOf = (values: CertificateItemValues): DepositOrderItem | null =>
  orderItemOf(itemFromValues(values));

/**
 * POST /order/deposits/create: one certificate, the buyer trimmed, payment method 13
 * (docs/product/09-constants.md#money-and-amounts).
 */
export function depositOrderBody(
  deposit: DepositOrderItem,
  buyer: BuyerValues,
): DepositOrderCreateRequest {
  return {
    deposits: [deposit],
    email: buyer.email.trim(),
    phone: buyer.phone.trim(),
    fio: buyer.fio.trim(),
    payment_method_id: DEFAULT_DEPOSIT_PAYMENT_METHOD_ID,
  };
}
