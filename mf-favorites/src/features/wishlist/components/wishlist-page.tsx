import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { openPopup, useBusState } from '@shop/event-bus';
import { hrefFor } from '@shop/routes';
import { FAVORITES_PAGE_SIZE, sizedSkus } from '@shop/storefront';
import { Button, CheckboxField, EmptyState, FormAlert, Link, RadioGroup, navigate } from '@shop/ui';
import { canRemoveFromWishlist } from '@shop/validation';
import { removeFavorites, startFavoritesSync } from '../../favorites-sync/favorites-store';
import { addSelectedToCart, type AddSelectedOutcome } from '../add-selected-to-cart';
import { useWishlistProductsQuery } from '../api/wishlist-products-query';
import { parseWishlistQuery, wishlistHref, type WishlistQuery } from '../wishlist-query';
import { WishlistItem } from './wishlist-item';
import { WishlistPager } from './wishlist-pager';
import styles from './wishlist-page.module.css';
import { logError } from '@shop/error-codes';
import { FAV_ERRORS } from '../../../error-codes';

type Notice = { tone: 'success' | 'info' | 'error'; lines: string[] };

function outcomeNotice(outcome: AddSelectedOutcome, t: (id: string, names: string[]) => string) {
  const lines = [
    outcome.added.length ? t('favorites.selected.added', outcome.added) : null,
    outcome.needSize.length
      ? t(
          'favorites.selected.needSize',
          outcome.needSize.map((p) => p.name),
        )
      : null,
    outcome.unavailable.length ? t('favorites.selected.unavailable', outcome.unavailable) : null,
    outcome.failed.length ? t('favorites.selected.failed', outcome.failed) : null,
  ].filter((line): line is string => line !== null);
  const tone: Notice['tone'] = outcome.failed.length
    ? 'error'
    : outcome.added.length && lines.length === 1
      ? 'success'
      : 'info';
  return { tone, lines };
}

/** The wishlist page (docs/product/02-screens.md, docs/product/04-states.md#favorites, docs/product/06-roles.md#visitor-and-user): one page of 20, sort, in-stock filter, selection. */
export function WishlistPage() {
  const intl = useIntl();
  const route = useBusState('route');
  const { ids } = useBusState('favorites');
  const query = parseWishlistQuery(route?.search ?? '');
  const load = useWishlistProductsQuery(ids, query);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<readonly number[]>([]);
  const [busy, setBusy] = useState<'remove' | 'cart' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  // The page works even if the shell could not start the store (standalone, tests).
  useEffect(() => startFavoritesSync(), []);

  const go = useCallback(
    (patch: Partial<WishlistQuery>) => navigate(wishlistHref({ ...query, page: 1, ...patch })),
    [query],
  );

  // A page emptied by removals moves back to the last page that has items.
  useEffect(() => {
    if (load.isSuccess && load.data.products.length === 0 && query.page > 1 && ids.length) {
      navigate(wishlistHref({ ...query, page: Math.max(1, load.data.pages) }), { replace: true });
    }
  }, [load.isSuccess, load.data, query, ids.length]);

  // A user's list is read from the server, which may not have seen a removal still on its way.
  const products = useMemo(
    () => (load.isSuccess ? load.data.products.filter((p) => ids.includes(p.id)) : []),
    [load.isSuccess, load.data, ids],
  );
  const visibleSelected = selected.filter((id) => ids.includes(id));
  const names = (id: string, list: string[]) =>
    intl.formatMessage({ id }, { names: list.join(', ') });

  const onSelectedChange = useCallback((productId: number, on: boolean) => {
    setSelected((current) =>
      on
        ? [...current.filter((id) => id !== productId), productId]
        : current.filter((id) => id !== productId),
    );
  }, []);

  const stopSelecting = () => {
    setSelecting(false);
    setSelected([]);
  };

  const removeSelected = async () => {
    if (!canRemoveFromWishlist(visibleSelected)) {
      setNotice({ tone: 'error', lines: [intl.formatMessage({ id: 'favorites.selected.none' })] });
      return;
    }
    setBusy('remove');
    await removeFavorites(visibleSelected);
    // The server has settled now: read the page again (the next items move up).
    void load.refetch();
    setBusy(null);
    setNotice(null);
    stopSelecting();
  };

  const addSelected = async () => {
    const chosen = products.filter((product) => visibleSelected.includes(product.id));
    if (chosen.length === 0) {
      setNotice({ tone: 'error', lines: [intl.formatMessage({ id: 'favorites.selected.none' })] });
      return;
    }
    setBusy('cart');
    try {
      const outcome = await addSelectedToCart(chosen);
      setNotice(outcomeNotice(outcome, names));
      const [firstSized] = outcome.needSize;
      // A ring's size is the shopper's to choose: the catalog's popup asks and adds it.
      if (firstSized) {
        openPopup('ring-size', {
          productId: firstSized.id,
          addToCart: { productName: firstSized.name, skus: sizedSkus(firstSized) },
        });
      }
    } catch (error) {
      logError(FAV_ERRORS.ADD_SELECTED_FAILED, 'add selected failed', error);
      setNotice({ tone: 'error', lines: [intl.formatMessage({ id: 'error.cart.update' })] });
    } finally {
      setBusy(null);
    }
  };

  const count = ids.length;
  return (
    <section className={styles.page} aria-busy={load.status === 'pending'}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <FormattedMessage id="route.wishlist" />
        </h1>
        <p className={styles.count} data-testid="wishlist-count">
          <FormattedMessage id="favorites.count" values={{ count }} />
        </p>
      </header>

      {count === 0 && (
        <EmptyState
          title={<FormattedMessage id="favorites.empty.title" />}
          description={<FormattedMessage id="favorites.empty.text" />}
          action={
            <Link className={styles.button} href={hrefFor('catalog')}>
              <FormattedMessage id="favorites.empty.toCatalog" />
            </Link>
          }
        />
      )}

      {count > 0 && (
        <div
          className={styles.toolbar}
          role="group"
          aria-label={intl.formatMessage({ id: 'favorites.toolbar' })}
        >
          <RadioGroup
            legend={<FormattedMessage id="favorites.sort.legend" />}
            name="wishlist-sort"
            value={query.sort}
            onChange={(sort) => go({ sort })}
            options={[
              { value: 'desc', label: <FormattedMessage id="favorites.sort.desc" /> },
              { value: 'asc', label: <FormattedMessage id="favorites.sort.asc" /> },
            ]}
          />
          <CheckboxField
            name="wishlist-in-stock"
            label={<FormattedMessage id="favorites.inStock" />}
            checked={query.inStock}
            onChange={(inStock) => go({ inStock })}
          />
          <div className={styles.selection}>
            {selecting ? (
              <>
                <Button
                  variant="secondary"
                  loading={busy === 'remove'}
                  disabled={!canRemoveFromWishlist(visibleSelected)}
                  onClick={() => void removeSelected()}
                >
                  <FormattedMessage
                    id="favorites.removeSelected"
                    values={{ count: visibleSelected.length }}
                  />
                </Button>
                <Button
                  loading={busy === 'cart'}
                  disabled={visibleSelected.length === 0}
                  onClick={() => void addSelected()}
                >
                  <FormattedMessage id="favorites.addSelected" />
                </Button>
                <Button variant="link" onClick={stopSelecting}>
                  <FormattedMessage id="favorites.select.cancel" />
                </Button>
              </>
            ) : (
              <Button variant="secondary" onClick={() => setSelecting(true)}>
                <FormattedMessage id="favorites.select" />
              </Button>
            )}
          </div>
        </div>
      )}

      {notice && (
        <FormAlert tone={notice.tone}>
          {notice.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </FormAlert>
      )}

      {count > 0 && load.status === 'pending' && (
        <p role="status" className={styles.loading}>
          <FormattedMessage id="favorites.loading" />
        </p>
      )}

      {load.status === 'error' && (
        <div role="alert" className={styles.empty}>
          <p>
            <FormattedMessage id="favorites.error" />
          </p>
          <Button onClick={() => void load.refetch()}>
            <FormattedMessage id="favorites.retry" />
          </Button>
        </div>
      )}

      {count > 0 && load.status === 'success' && products.length === 0 && query.inStock && (
        <EmptyState
          title={<FormattedMessage id="favorites.noneInStock" />}
          action={
            <Button variant="secondary" onClick={() => go({ inStock: false })}>
              <FormattedMessage id="favorites.showAll" />
            </Button>
          }
        />
      )}

      {products.length > 0 && (
        <ul className={styles.grid} aria-label={intl.formatMessage({ id: 'favorites.list' })}>
          {products.map((product, index) => (
            <li key={product.id}>
              <WishlistItem
                product={product}
                position={(query.page - 1) * FAVORITES_PAGE_SIZE + index + 1}
                selectable={selecting}
                selected={visibleSelected.includes(product.id)}
                onSelectedChange={onSelectedChange}
              />
            </li>
          ))}
        </ul>
      )}

      {load.status === 'success' && (
        <WishlistPager
          page={query.page}
          pages={load.data.pages}
          hrefForPage={(page) => wishlistHref({ ...query, page })}
        />
      )}
    </section>
  );
}
