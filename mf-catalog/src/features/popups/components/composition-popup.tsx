import { useIntl } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import { LoadingRegion, PopupFrame, Skeleton } from '@shop/ui';
import { ErrorState } from '../../../components/page-states';
import { useQuery } from '@shop/data';
import { productQuery } from '../../product/api/product-query';
import type { PopupModuleProps } from './popup-props';
import styles from './popups.module.css';

/** Materials and gems of a product: the characteristics of its SKUs. */
export function CompositionPopup({ props, onClose }: PopupModuleProps<'composition'>) {
  const intl = useIntl();
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  const product = useQuery(productQuery(storefront, props.productId));
  let body;
  if (product.status === 'pending')
    body = (
      <LoadingRegion className={styles.body}>
        <Skeleton height={14} />
        <Skeleton height={14} width="60%" />
      </LoadingRegion>
    );
  else if (product.status === 'error')
    body = <ErrorState compact onRetry={() => void product.refetch()} />;
  else {
    const sku = product.data.skuListWithGems[0];
    const characteristics = sku?.characteristics ?? [];
    body = (
      <div className={styles.body} data-testid="composition">
        {characteristics.length === 0 ? (
          <p>{intl.formatMessage({ id: 'catalog.popup.composition.empty' })}</p>
        ) : (
          <table className={styles.table}>
            <tbody>
              {characteristics.map((c) => (
                <tr key={`${c.name}-${c.value}`}>
                  <th scope="row">{c.name}</th>
                  <td>{c.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {sku?.mainGemWeight ? (
          <p>
            {intl.formatMessage(
              { id: 'catalog.popup.composition.gemWeight' },
              { weight: intl.formatNumber(sku.mainGemWeight) },
            )}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <PopupFrame
      title={intl.formatMessage({ id: 'catalog.popup.composition' })}
      onClose={onClose}
      variant="sheet"
    >
      {body}
    </PopupFrame>
  );
}
