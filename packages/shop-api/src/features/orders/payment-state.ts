/** When an order must be paid online, and what its thank-you page says about the payment. */
import type { CartData, Locale, OrderPaymentStatus, OrderStatus, PaymentMethod } from '@shop/types';
import type { AppContext } from '../../app-context';
import { paymentRedirectUrl, type PayableOrder } from '../payments/payment-provider';

/**
 * docs/product/04-states.md#when-payment-is-required: payment is required when the total is above 0 and the method is online; the Russian
 * locale looks at the final initial sum, every other locale at the global total.
 */
export function isPaymentRequired(
  locale: Locale,
  method: Pick<PaymentMethod, 'type'>,
  sums: Pick<CartData, 'finalSum'>,
): boolean {
  const total = locale === 'ru' ? sums.finalSum.initial : sums.finalSum.final;
  return method.type === 'online' && total > 0;
}

const PAYMENT_STATUS: Record<OrderStatus, OrderPaymentStatus> = {
  new: 'not_required',
  awaiting_payment: 'pending',
  paid: 'paid',
  payment_failed: 'failed',
  cancelled: 'not_required',
};

/** Payment status and retry link of an order for GET /order/success-data/{id}. */
export function orderPaymentState(
  ctx: AppContext,
  order: PayableOrder & { status: string },
): { paymentStatus: OrderPaymentStatus; retryUrl: string | null } {
  const paymentStatus = PAYMENT_STATUS[order.status as OrderStatus] ?? 'not_required';
  return {
    paymentStatus,
    // A retry starts a new payment with the provider, as the first try did.
    retryUrl: paymentStatus === 'failed' ? paymentRedirectUrl(ctx, order) : null,
  };
}
