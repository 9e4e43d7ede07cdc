import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import { hrefFor } from '@shop/routes';
import type { CartAction, OrderCreateResult } from '@shop/types';
import {
  Button,
  EmptyState,
  FormAlert,
  Link,
  LoadingRegion,
  navigate,
  preloadRemoteComponent,
  RemoteComponent,
  RemoteUnavailable,
  Skeleton,
} from '@shop/ui';
import { CheckoutForm } from '../checkout/checkout-form';
import { useCheckoutSteps } from '../checkout/use-checkout-steps';
import { goToPayment } from '../payment/go-to-payment';
import { CartLines } from './cart-lines';
import { BonusToggle, CartTotals, CodeField } from './cart-summary';
import { isEmptyCart } from './api/cart-query';
import { MakeHappyNudge } from './make-happy-nudge';
import { useCart, type CartContext } from './use-cart';
import styles from './cart.module.css';

/** Page states of docs/product/04-states.md#cart-page-states (empty-cart is derived from the cart itself). */
type PageState = 'cart' | 'checkout' | 'payment' | 'payment-processing';

const initialContext: CartContext = {
  delivery_method_id: null,
  payment_method_id: null,
  spend_bonuses: false,
  pickup_point_id: null,
};

/** The checkout state lives in the URL: reload, back and a shared link keep it. */
const CHECKOUT_SEARCH = '?step=checkout';
const isCheckoutSearch = (search: string | undefined) =>
  new URLSearchParams(search ?? '').get('step') === 'checkout';

/** /cart: the cart, then checkout on the same page (/cart?step=checkout), then payment. */
export function CartPage() {
  const intl = useIntl();
  const storefront = useBusState('storefront');
  const location = useBusState('location');
  const user = useBusState('user');
  const route = useBusState('route');
  const locale = storefront?.locale ?? 'ru';
  const [context, setContext] = useState<CartContext>(initialContext);
  const [pageState, setPageState] = useState<PageState>(() =>
    isCheckoutSearch(route?.search) ? 'checkout' : 'cart',
  );

  // Back and forward between /cart and /cart?step=checkout move between the two states.
  const routeSearch = route?.search;
  useEffect(() => {
    setPageState((current) =>
      current === 'cart' || current === 'checkout'
        ? isCheckoutSearch(routeSearch)
          ? 'checkout'
          : 'cart'
        : current,
    );
  }, [routeSearch]);

  const goToCheckout = () => {
    setPageState('checkout');
    navigate(`${hrefFor('cart')}${CHECKOUT_SEARCH}`);
  };
  const { load, awaitingFirstView, cartError, busy, act, recalculate, setCartError } =
    useCart(context);
  const step = useCheckoutSteps();

  // An empty cart shows the catalog's bestsellers, and one of their photos is its largest paint:
  // their code loads while the cart is being asked for, not after its answer (issue #21),
  // unless the cart is known to have products: from its first view (ADR 41, which answers in a
  // moment when it was preloaded), else from the header's count.
  const headerCount = useBusState('cart')?.totalProducts ?? 0;
  const mayBeEmpty =
    load.status === 'success' ? isEmptyCart(load.data) : !awaitingFirstView && headerCount === 0;
  useEffect(() => {
    if (mayBeEmpty) preloadRemoteComponent('catalog', './BestsellersSlider');
  }, [mayBeEmpty]);

  useEffect(() => step(1), [step]);

  const changeContext = useCallback((patch: Partial<CartContext>) => {
    setContext((current) => {
      const next = { ...current, ...patch };
      return (Object.keys(patch) as (keyof CartContext)[]).some((k) => current[k] !== next[k])
        ? next
        : current;
    });
  }, []);

  const lineAction = async (action: CartAction, id: string) => {
    setCartError(await act(action, { id }));
  };
  const removeDeposit = async (index: number) => {
    setCartError(await act('remove-deposit', { index }));
  };

  const ordered = (result: OrderCreateResult) => {
    if (result.paymentRequired) {
      setPageState('payment');
      goToPayment(result.redirectUrl);
    } else navigate(`/order-success/${result.orderId}`);
  };

  if (load.status === 'pending')
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>
          <FormattedMessage id="cart.title" />
        </h1>
        <LoadingRegion label={intl.formatMessage({ id: 'cart.loading' })}>
          <Skeleton height={120} />
          <Skeleton height={120} />
        </LoadingRegion>
      </div>
    );

  if (load.status === 'error')
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>
          <FormattedMessage id="cart.title" />
        </h1>
        <div className={styles.errorArea} role="alert">
          <FormAlert tone="error">
            {load.message || <FormattedMessage id="cart.error.load" />}
          </FormAlert>
          <Button variant="secondary" onClick={() => void recalculate()}>
            <FormattedMessage id="cart.retry" />
          </Button>
        </div>
      </div>
    );

  const { data } = load;
  if (isEmptyCart(data) && (pageState === 'cart' || pageState === 'checkout'))
    return (
      <div className={styles.page}>
        <EmptyState
          headingLevel={1}
          title={<FormattedMessage id="cart.empty.title" />}
          description={<FormattedMessage id="cart.empty.description" />}
          action={
            <>
              <Link className={styles.catalogLink} href={hrefFor('catalog')}>
                <FormattedMessage id="cart.empty.toCatalog" />
              </Link>
              <MakeHappyNudge />
            </>
          }
        />
        <RemoteComponent
          remote="catalog"
          expose="./BestsellersSlider"
          props={{ priorityPhotos: 2 }}
          fallback={<RemoteUnavailable compact />}
          served
        />
      </div>
    );

  if (pageState === 'payment' || pageState === 'payment-processing')
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>
          <FormattedMessage id="cart.payment.title" />
        </h1>
        <LoadingRegion label={intl.formatMessage({ id: 'cart.payment.redirecting' })}>
          <p>
            <FormattedMessage id="cart.payment.redirecting" />
          </p>
        </LoadingRegion>
      </div>
    );

  return (
    <div className={styles.page} data-page-state={pageState}>
      <h1 className={styles.heading}>
        <FormattedMessage id="cart.title" />
      </h1>
      <div className={styles.layout}>
        <section className={styles.main} aria-labelledby="cart-lines-title">
          <h2 id="cart-lines-title" className={styles.subheading}>
            <FormattedMessage id="cart.lines" />
          </h2>
          <CartLines
            data={data}
            locale={locale}
            busy={busy}
            onAction={lineAction}
            onRemoveDeposit={removeDeposit}
          />
          {pageState === 'checkout' ? (
            <CheckoutForm
              data={data}
              locale={locale}
              country={location?.countryIsoCode ?? (storefront?.storefront === 'en' ? 'US' : 'RU')}
              spendBonuses={context.spend_bonuses}
              onContextChange={changeContext}
              onCartChanged={recalculate}
              onOrdered={ordered}
            />
          ) : null}
        </section>
        <aside className={styles.aside} aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className={styles.subheading}>
            <FormattedMessage id="cart.summary" />
          </h2>
          {cartError !== null ? (
            <div className={styles.errorArea} role="alert">
              <FormAlert tone="error">
                {cartError || <FormattedMessage id="cart.error.load" />}
              </FormAlert>
              <Button variant="link" onClick={() => void recalculate()}>
                <FormattedMessage id="cart.retry" />
              </Button>
            </div>
          ) : null}
          <CodeField
            kind="promocode"
            applied={data.promocodes.map((p) => p.code)}
            act={act}
            busy={busy}
          />
          <CodeField
            kind="certificate"
            applied={data.certificates.map((c) => c.code)}
            act={act}
            busy={busy}
          />
          {user.isAuth ? (
            <BonusToggle
              data={data}
              locale={locale}
              checked={context.spend_bonuses}
              onChange={(checked) => changeContext({ spend_bonuses: checked })}
            />
          ) : null}
          <CartTotals data={data} locale={locale} />
          {pageState === 'cart' ? (
            <Button block onClick={goToCheckout} disabled={isEmptyCart(data)}>
              <FormattedMessage id="cart.toCheckout" />
            </Button>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
