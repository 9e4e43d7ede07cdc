import { useBusState } from '@shop/event-bus';
import type { RouteState } from '@shop/types';
import { useQuery } from '@shop/data';
import { ListingPage } from '../../listing/components/listing-page';
import { listingSource, type ListingSource } from '../../listing/listing-source';
import { designerQuery } from '../api/designers-queries';
import styles from './designers.module.css';

/** /designers/{id}: the designer's header over their listing. */
export function DesignerPage({ route }: { route: RouteState }) {
  const id = route.params.id ?? '';
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  const designer = useQuery(designerQuery(storefront, id));
  const source = listingSource(route) as ListingSource;
  const intro =
    designer.status === 'success' && (designer.data.photo || designer.data.description) ? (
      <div className={styles.header} data-testid="designer-header">
        {designer.data.photo && <img src={designer.data.photo} alt="" width={120} height={120} />}
        <div>
          <p className={styles.meta}>{designer.data.country}</p>
          {designer.data.description && (
            <p className={styles.description}>{designer.data.description}</p>
          )}
        </div>
      </div>
    ) : null;
  return (
    <ListingPage
      route={route}
      source={source}
      title={designer.status === 'success' ? designer.data.name : undefined}
      intro={intro}
    />
  );
}
