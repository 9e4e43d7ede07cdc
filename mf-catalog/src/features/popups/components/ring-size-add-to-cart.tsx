import { useState } from 'react';
import { useIntl } from 'react-intl';
import { skuInStock } from '@shop/storefront';
import type { PopupPropsMap } from '@shop/types';
import { Button, FormAlert, RadioGroup } from '@shop/ui';
import { useAddToCart } from '../../product/use-add-to-cart';

type AddToCartProps = NonNullable<PopupPropsMap['ring-size']['addToCart']>;

/**
 * The ring-size popup's add-to-cart mode: the shopper picks a size in stock and the chosen
 * SKU goes to the cart, so a card outside the product page never lets the backend pick one.
 */
export function RingSizeAddToCart({
  productId,
  addToCart: { productName, skus },
  onAdded,
}: {
  productId: number;
  addToCart: AddToCartProps;
  onAdded: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [skuId, setSkuId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const { state, add } = useAddToCart();

  const onAdd = async () => {
    if (skuId === null) {
      setMissing(true);
      return;
    }
    if (await add({ product_id: productId, sku_id: Number(skuId) })) onAdded();
  };

  return (
    <>
      <RadioGroup
        legend={`${t('catalog.product.chooseSize')}: ${productName}`}
        name={`ring-size-${productId}`}
        value={skuId}
        error={missing && skuId === null ? t('catalog.product.chooseSize') : null}
        onChange={setSkuId}
        options={skus.map((sku) => ({
          value: String(sku.id),
          label: t(skuInStock(sku) ? 'catalog.product.sizeOption' : 'catalog.product.sizeOut', {
            size: sku.size ?? '',
          }),
          disabled: !skuInStock(sku),
        }))}
      />
      {state.status === 'error' && (
        <FormAlert>{state.message ?? t('catalog.cart.error')}</FormAlert>
      )}
      <Button loading={state.status === 'pending'} onClick={() => void onAdd()} block>
        {t('catalog.product.addToCart')}
      </Button>
    </>
  );
}
