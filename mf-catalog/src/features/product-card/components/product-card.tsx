import { useId } from 'react';
import { useIntl } from 'react-intl';
import { openPopup } from '@shop/event-bus';
import { hrefFor } from '@shop/routes';
import { needsSizeChoice, sizedSkus, skuToAdd } from '@shop/storefront';
import { Link, VisuallyHidden } from '@shop/ui';
import type { ListingProduct, Product } from '@shop/types';
import { useProductView } from '../../analytics/use-product-view';
import { useAddToCart } from '../../product/use-add-to-cart';
import { NEW_TAG_CODE, favoritesAction, visibleTags } from '../card-rules';
import { CardModifications } from './card-modifications';
import { CardPhotos } from './card-photos';
import { PriceBlock } from './price-block';
import { WishlistButton } from './wishlist-button';
import styles from './product-card.module.css';

export interface ProductCardProps {
  /**
   * A listing's card projection, or a full product (favorites): in favorites mode its
   * SKUs, when present, decide whether adding asks for a size.
   */
  product: ListingProduct & Partial<Pick<Product, 'skuListWithGems'>>;
  /** Analytics list name ('catalog', 'bestsellers', 'favorites'…) and 1-based position in it. */
  list?: string;
  position?: number;
  /** Favorites mode: add-to-cart or not-available button (none for showcase items). */
  mode?: 'default' | 'favorites';
  /** Favorites mode: show a selection checkbox. */
  selectable?: boolean;
  selected?: boolean;
  onSelectedChange?: (productId: number, selected: boolean) => void;
  /** The first cards of a page load eagerly. */
  priority?: boolean;
}

function FavoritesActions({
  product,
  selectable,
  selected,
  onSelectedChange,
}: Pick<ProductCardProps, 'product' | 'selectable' | 'selected' | 'onSelectedChange'>) {
  const intl = useIntl();
  const { state, add } = useAddToCart();
  const action = favoritesAction(product);
  return (
    <div className={styles.actions}>
      {selectable && (
        <label className={styles.select}>
          <input
            type="checkbox"
            checked={Boolean(selected)}
            onChange={(event) => onSelectedChange?.(product.id, event.target.checked)}
            aria-label={intl.formatMessage({ id: 'catalog.card.select' }, { name: product.name })}
          />
        </label>
      )}
      {action === 'add-to-cart' && (
        <button
          type="button"
          className={styles.cartButton}
          disabled={state.status === 'pending'}
          onClick={() => {
            // A ring or chain comes in sizes: ask for one instead of letting the backend pick.
            if (needsSizeChoice(product)) {
              openPopup('ring-size', {
                productId: product.id,
                addToCart: { productName: product.name, skus: sizedSkus(product) },
              });
              return;
            }
            const sku = skuToAdd(product, null);
            void add({ product_id: product.id, ...(sku ? { sku_id: sku.id } : {}) });
          }}
        >
          {intl.formatMessage({
            id: state.status === 'added' ? 'catalog.product.added' : 'catalog.product.addToCart',
          })}
          {/* The name says which piece; it follows the visible words, so both read alike (axe label-content-name-mismatch). */}{' '}
          <VisuallyHidden>
            {intl.formatMessage({ id: 'catalog.card.productQuoted' }, { name: product.name })}
          </VisuallyHidden>
        </button>
      )}
      {action === 'not-available' && (
        <button type="button" className={styles.cartButton} disabled>
          {intl.formatMessage({ id: 'catalog.product.notAvailable' })}
        </button>
      )}
      {state.status === 'error' && (
        <p className={styles.status} role="alert">
          {state.message ?? intl.formatMessage({ id: 'catalog.cart.error' })}
        </p>
      )}
    </div>
  );
}

/** The product card of docs/product/02-screens.md#product-card, used by listings, sliders and (exposed) the favorites remote. */
export function ProductCard({
  product,
  list = 'catalog',
  position = 0,
  mode = 'default',
  selectable = false,
  selected,
  onSelectedChange,
  priority = false,
}: ProductCardProps) {
  const intl = useIntl();
  const nameId = useId();
  const viewRef = useProductView<HTMLElement>(product.id, list, position, product);
  const href = hrefFor('product', { id: product.id });
  const tags = visibleTags(product.tags ?? []);
  const [firstGroup] = product.modifications ?? [];
  return (
    <article
      ref={viewRef}
      className={styles.card}
      aria-labelledby={nameId}
      data-testid="product-card"
      data-product-id={product.id}
    >
      <div className={styles.media}>
        <Link href={href} className={styles.photoLink} tabIndex={-1} aria-hidden="true">
          <CardPhotos product={product} priority={priority} />
        </Link>
        {tags.length > 0 && (
          <ul className={styles.tags} aria-label={intl.formatMessage({ id: 'catalog.card.tags' })}>
            {tags.map((tag) => (
              <li key={tag.code}>
                {tag.code === NEW_TAG_CODE ? (
                  <Link className={styles.tag} href={hrefFor('catalog-listing', { rest: 'new' })}>
                    {tag.name}
                  </Link>
                ) : (
                  <span className={styles.tag}>{tag.name}</span>
                )}
              </li>
            ))}
          </ul>
        )}
        <WishlistButton
          productId={product.id}
          productName={product.name}
          product={product}
          className={styles.wishlist}
        />
      </div>
      {firstGroup && firstGroup.variants.length > 1 && (
        <CardModifications group={firstGroup} currentId={product.id} />
      )}
      {product.designer?.name && (
        <p className={styles.designer}>
          {product.designer.id ? (
            <Link href={hrefFor('designer', { id: product.designer.id })}>
              {product.designer.name}
            </Link>
          ) : (
            product.designer.name
          )}
        </p>
      )}
      <h3 className={styles.name}>
        <Link href={href} id={nameId}>
          {product.name}
        </Link>
      </h3>
      <PriceBlock price={product.price} hasPriceRange={product.hasPriceRange} />
      {mode === 'favorites' && (
        <FavoritesActions
          product={product}
          selectable={selectable}
          selected={selected}
          onSelectedChange={onSelectedChange}
        />
      )}
    </article>
  );
}
