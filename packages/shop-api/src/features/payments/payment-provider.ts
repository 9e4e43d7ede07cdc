/**
 * The payment-provider boundary. A provider starts a payment (the browser goes to its page)
 * and later tells the backend the outcome in a confirmation signed with the shared secret
 * (HMAC-SHA256 over order id, amount, status and its event id). Nothing else marks an order paid.
 */
import { createHmac } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../errors';
import { safeEqual } from '../../lib/ids';
import type { OrderRow } from '../orders/order-repository';

export type PaymentOutcome = 'succeeded' | 'failed';

/** What a provider reports about one payment; eventId is unique per report. */
export interface PaymentConfirmation {
  orderId: number;
  amount: number;
  status: PaymentOutcome;
  eventId: string;
}

export type PayableOrder = Pick<OrderRow, 'id' | 'final_sum' | 'currency'>;

export interface PaymentProvider {
  readonly id: string;
  /** Starts a payment for the order: where the browser goes to pay. */
  createPayment(order: PayableOrder): { redirectUrl: string };
}

export const SIGNATURE_HEADER = 'x-payment-signature';

/** The amount the provider must confirm: the order's total to pay. */
export const amountToPay = (order: Pick<OrderRow, 'final_sum'>): number => order.final_sum;

const signedText = (c: PaymentConfirmation): string =>
  `${c.orderId}.${c.amount}.${c.status}.${c.eventId}`;

export const signConfirmation = (secret: string, confirmation: PaymentConfirmation): string =>
  createHmac('sha256', secret).update(signedText(confirmation)).digest('hex');

export const isSignedBy = (
  secret: string,
  confirmation: PaymentConfirmation,
  signature: string | undefined,
): boolean => Boolean(signature) && safeEqual(signConfirmation(secret, confirmation), signature!);

/** The development provider: its own page in this server stands in for a bank's. */
export const devPaymentProvider = (ctx: AppContext): PaymentProvider => ({
  id: 'dev',
  createPayment: (order) => ({
    redirectUrl: `${ctx.options.publicPath}/payment/dev/${order.id}`,
  }),
});

const noProviderError = () =>
  new HttpError('network_error', 'No payment provider is configured', undefined, 503);

/** In production without SHOP_API_DEV_PAYMENTS no provider is wired: online payment is unavailable. */
const noPaymentProvider: PaymentProvider = {
  id: 'none',
  createPayment: () => {
    throw noProviderError();
  },
};

export const paymentProvider = (ctx: AppContext): PaymentProvider =>
  ctx.options.devPayments ? devPaymentProvider(ctx) : noPaymentProvider;

/**
 * Refuses, before anything is stored, an order that needs paying online where no provider can
 * take the payment: the same 503 the provider would answer, with the cart, the stock and the
 * certificates untouched. Asked after the order was placed, the shopper lost the cart and the
 * certificates to an order nobody could pay (found by an attack test, 2026-11-28).
 */
export function requirePaymentProvider(ctx: AppContext): void {
  if (paymentProvider(ctx) === noPaymentProvider) throw noProviderError();
}

/** Where the browser goes to pay (or retry paying) an order. */
export const paymentRedirectUrl = (ctx: AppContext, order: PayableOrder): string =>
  paymentProvider(ctx).createPayment(order).redirectUrl;
