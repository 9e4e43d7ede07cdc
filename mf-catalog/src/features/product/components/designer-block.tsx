import { useIntl } from 'react-intl';
import { hrefFor } from '@shop/routes';
import { Link } from '@shop/ui';
import type { Product } from '@shop/types';
import styles from './product-page.module.css';

export function DesignerBlock({ product }: { product: Product }) {
  const intl = useIntl();
  if (!product.designer?.id) return null;
  return (
    <section
      className={styles.designerBlock}
      aria-label={intl.formatMessage({ id: 'catalog.product.designer' })}
    >
      {product.designerPhoto && (
        <img src={product.designerPhoto} alt="" width={96} height={96} loading="lazy" />
      )}
      <div>
        <h2>{product.designer.name}</h2>
        <Link href={hrefFor('designer', { id: product.designer.id })}>
          {intl.formatMessage({ id: 'catalog.product.aboutDesigner' })}
        </Link>
      </div>
    </section>
  );
}
