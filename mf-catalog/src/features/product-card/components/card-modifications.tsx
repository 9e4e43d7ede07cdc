import { useIntl } from 'react-intl';
import { Link } from '@shop/ui';
import type { ProductModificationGroup } from '@shop/types';
import { visibleModifications } from '../card-rules';
import styles from './card-modifications.module.css';

/** Variant links of one modification group: 7 symbols then '…', or 3 others then '+N' (docs/product/02-screens.md#product-card). */
export function CardModifications({
  group,
  currentId,
}: {
  group: ProductModificationGroup;
  currentId: number;
}) {
  const intl = useIntl();
  const { shown, ellipsis, moreCount } = visibleModifications(group);
  const isSymbol = group.type === 'symbol';
  return (
    <ul className={styles.list} aria-label={group.name}>
      {shown.map((variant) => {
        const selected = variant.selected || variant.id === currentId;
        return (
          <li key={variant.id}>
            <Link
              href={variant.url}
              className={`${isSymbol ? styles.symbol : styles.swatch} ${selected ? styles.selected : ''}`}
              style={!isSymbol && variant.color ? { background: variant.color } : undefined}
              aria-label={intl.formatMessage(
                { id: 'catalog.card.variant' },
                { group: group.name, value: variant.name || variant.value },
              )}
              aria-current={selected ? 'true' : undefined}
            >
              {isSymbol ? variant.value : null}
            </Link>
          </li>
        );
      })}
      {ellipsis && (
        <li
          className={styles.more}
          aria-label={intl.formatMessage({ id: 'catalog.card.moreVariants' })}
        >
          …
        </li>
      )}
      {moreCount > 0 && (
        <li
          className={styles.more}
          aria-label={intl.formatMessage({ id: 'catalog.card.moreCount' }, { count: moreCount })}
        >
          +{moreCount}
        </li>
      )}
    </ul>
  );
}
