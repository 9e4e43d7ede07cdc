import { hrefFor } from '@shop/routes';
import type { Product, ProductCardProps } from '@shop/types';
import { Link, RemoteComponent } from '@shop/ui';
import styles from './wishlist-page.module.css';

export interface WishlistItemProps {
  product: Product;
  position: number;
  selectable: boolean;
  selected: boolean;
  onSelectedChange: (productId: number, selected: boolean) => void;
}

/**
 * A product shown by the catalog's own card in favorites mode (add-to-cart, not-available or
 * no button for showcase pieces; a checkbox while selecting); a plain link if the catalog
 * cannot load, so the rest of the page keeps working.
 */
export function WishlistItem({
  product,
  position,
  selectable,
  selected,
  onSelectedChange,
}: WishlistItemProps) {
  const fallback = (
    <Link className={styles.fallbackLink} href={hrefFor('product', { id: product.id })}>
      {product.name}
    </Link>
  );
  return (
    // Typed by the shared contract: a prop the catalog's card no longer takes fails here.
    <RemoteComponent<ProductCardProps>
      remote="catalog"
      expose="./ProductCard"
      props={{
        product,
        mode: 'favorites',
        list: 'favorites',
        position,
        selectable,
        selected,
        onSelectedChange,
      }}
      fallback={fallback}
      loading={fallback}
    />
  );
}
