import { hrefFor } from '@shop/routes';
import { Link } from '@shop/ui';
import type { Product } from '@shop/types';
import styles from './product-page.module.css';

/** Switches between modifications: every variant is its own product page. */
export function ProductVariants({ product }: { product: Product }) {
  return (
    <>
      {product.modifications
        .filter((group) => group.variants.length > 1)
        .map((group) => (
          <fieldset key={group.name} className={styles.fieldset}>
            <legend className={styles.legend}>{group.name}</legend>
            <ul className={styles.variants}>
              {group.variants.map((variant) => {
                const current = variant.selected || variant.id === product.id;
                return (
                  <li key={variant.id}>
                    <Link
                      className={styles.variant}
                      href={hrefFor('product', { id: variant.id })}
                      aria-current={current ? 'page' : undefined}
                    >
                      {variant.color && (
                        <span
                          className={styles.swatch}
                          style={{ background: variant.color }}
                          aria-hidden="true"
                        />
                      )}
                      {group.type === 'symbol' ? variant.value : variant.name || variant.value}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
    </>
  );
}
