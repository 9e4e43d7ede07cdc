import { useEffect, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@shop/data';
import type { Shop } from '@shop/types';
import { Button, FormAlert, RadioGroup } from '@shop/ui';
import { shopsQuery } from './api/shops-query';

type ShopsState =
  { status: 'pending' } | { status: 'error' } | { status: 'success'; shops: readonly Shop[] };

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
  const shops = useQuery(shopsQuery(intl.locale));
  const all = shops.data?.shops;
  const offered = useMemo(
    () => all?.filter((shop) => shop.country_iso_code === country) ?? null,
    [all, country],
  );
  // A retry shows the loading state again, as the first load does.
  const state: ShopsState =
    shops.isPending || (shops.isError && shops.isFetching)
      ? { status: 'pending' }
      : shops.isError || !offered
        ? { status: 'error' }
        : { status: 'success', shops: offered };

  useEffect(() => {
    if (offered && value && !offered.some((shop) => String(shop.id) === value)) onChange('');
  }, [offered, value, onChange]);

  if (state.status === 'pending')
    return <p role="status">{intl.formatMessage({ id: 'checkout.shop.loading' })}</p>;
  if (state.status === 'error')
    return (
      <div>
        <FormAlert tone="error">{intl.formatMessage({ id: 'error.pickupPoints.fetch' })}</FormAlert>
        <Button variant="secondary" onClick={() => void shops.refetch()}>
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
