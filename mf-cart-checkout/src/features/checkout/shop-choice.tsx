import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { storefrontApi } from '@shop/api-client';
import type { Shop } from '@shop/types';
import { Button, FormAlert, RadioGroup } from '@shop/ui';
import { createLatestCall } from '../../state/latest-call';

type ShopsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; shops: readonly Shop[] };

interface ShopChoiceProps {
  legend: ReactNode;
  /** The delivery country: the shops there are offered (the twelve of docs/product/09-constants.md#locations-and-shops, in Russia and the UAE). */
  country: string;
  value: string;
  onChange: (shopId: string) => void;
  error: string | null;
}

/**
 * Store pickup's shop (delivery type 3): each shop of the delivery country by its name, with
 * its mall and address (GET /shops, in the storefront's language). A chosen shop that is not
 * offered (another country's) is cleared.
 */
export function ShopChoice({ legend, country, value, onChange, error }: ShopChoiceProps) {
  const intl = useIntl();
  const [state, setState] = useState<ShopsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const line = createLatestCall();
    setState({ status: 'loading' });
    line
      .run((signal) => storefrontApi().getShops({ signal }))
      .then(
        (answer) => {
          if (answer)
            setState({
              status: 'ready',
              shops: answer.shops.filter((shop) => shop.country_iso_code === country),
            });
        },
        (failure: unknown) => {
          // docs/product/08-messages.md#network-failures: a failed fetch is logged; the shopper gets the catalogued text and a retry.
          console.error('[cart-checkout] shops unavailable', failure);
          setState({ status: 'error' });
        },
      );
    return () => line.cancel();
  }, [country, attempt, intl.locale]);

  const offered = state.status === 'ready' ? state.shops : null;
  useEffect(() => {
    if (offered && value && !offered.some((shop) => String(shop.id) === value)) onChange('');
  }, [offered, value, onChange]);

  if (state.status === 'loading')
    return <p role="status">{intl.formatMessage({ id: 'checkout.shop.loading' })}</p>;
  if (state.status === 'error')
    return (
      <div>
        <FormAlert tone="error">{intl.formatMessage({ id: 'error.pickupPoints.fetch' })}</FormAlert>
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {intl.formatMessage({ id: 'checkout.pickup.retry' })}
        </Button>
      </div>
    );
  return (
    <RadioGroup
      legend={legend}
      name="shop_id"
      options={state.shops.map((shop) => ({
        value: String(shop.id),
        label: shop.name,
        description: `${shop.mall}, ${shop.city}, ${shop.address}`,
      }))}
      value={value || null}
      onChange={onChange}
      error={error}
    />
  );
}
