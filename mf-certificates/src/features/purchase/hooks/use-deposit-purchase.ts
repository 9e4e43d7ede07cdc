import { useState, type FormEvent } from 'react';
import { isCancelled } from '@shop/api-client';
import { bus } from '@shop/event-bus';
import { hrefFor } from '@shop/routes';
import { navigate, type FormApi } from '@shop/ui';
import { goToPaymentPage } from '../../../lib/go-to-payment-page';
import { addDepositToCart, createDepositOrder } from '../api/create-deposit-order';
import type { BuyerValues, CertificateItemValues } from '../certificate-rules';
import { addToCartFailure, depositFieldErrors, type ShownText } from '../deposit-failure';
import { depositItemOf } from '../deposit-order-body';
import { clearDepositItem } from '../deposit-item-storage';
import { logError } from '@shop/error-codes';
import { CERT_ERRORS } from '../../../error-codes';

/** What the form says after an attempt; a success links to the cart. */
export type PurchaseAlert = { tone: 'error' | 'success'; message: ShownText; toCart?: boolean };

/**
 * Paying (a deposit order, then the provider's page or /order-success) and adding to the cart
 * (cart:changed), one at a time, with the alert each ends with.
 */
export function useDepositPurchase(
  item: FormApi<CertificateItemValues>,
  buyer: FormApi<BuyerValues>,
) {
  const [alert, setAlert] = useState<PurchaseAlert | null>(null);
  const [pending, setPending] = useState<'pay' | 'cart' | null>(null);

  /** Checks the item (after the buyer, so focus lands on the first invalid field of the page). */
  const validItem = () => (item.validateAll() ? depositItemOf(item.values) : null);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const buyerValid = buyer.validateAll();
    const deposit = validItem();
    if (!buyerValid || !deposit) return;
    setPending('pay');
    setAlert(null);
    try {
      const answer = await createDepositOrder(deposit, buyer.values);
      if (answer.result) {
        const { orderId, paymentRequired, redirectUrl } = answer.result;
        bus.emit('order:created', { orderId, paymentRequired });
        clearDepositItem();
        // The payment page is the provider's (a full page); success comes back to /order-success.
        if (paymentRequired) goToPaymentPage(redirectUrl);
        else navigate(hrefFor('order-success', { id: orderId }));
        return;
      }
      for (const error of depositFieldErrors(answer.errors)) {
        if (error.form === 'buyer') buyer.setError(error.field, error.message);
        else item.setError(error.field, error.message);
      }
      setAlert({ tone: 'error', message: { id: 'error.depositOrder.create' } });
    } catch (error) {
      if (isCancelled(error)) return;
      logError(CERT_ERRORS.DEPOSIT_ORDER_FAILED, 'deposit order failed', error);
      setAlert({ tone: 'error', message: { id: 'error.depositOrder.create' } });
    } finally {
      setPending(null);
    }
  };

  const addToCart = async () => {
    if (pending) return;
    const deposit = validItem();
    if (!deposit) return;
    setPending('cart');
    setAlert(null);
    try {
      const answer = await addDepositToCart(deposit);
      if (answer.result) {
        bus.emit('cart:changed', {
          totalProducts: answer.cartData.totalProducts,
          source: 'certificates',
        });
        setAlert({ tone: 'success', message: { id: 'certificates.cart.added' }, toCart: true });
      } else {
        setAlert({ tone: 'error', message: addToCartFailure(answer) });
      }
    } catch (error) {
      if (isCancelled(error)) return;
      logError(CERT_ERRORS.ADD_TO_CART_FAILED, 'add to cart failed', error);
      setAlert({ tone: 'error', message: { id: 'error.cart.update' } });
    } finally {
      setPending(null);
    }
  };

  return { alert, pending, pay, addToCart };
}
