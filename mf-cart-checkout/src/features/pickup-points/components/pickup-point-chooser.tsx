import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { bus } from '@shop/event-bus';
import type { PickupPoint } from '@shop/types';
import { Button, CheckboxField, EmptyState, FormAlert, PopupFrame, TextField } from '@shop/ui';
import type { PopupModuleProps } from '../../checkout-popups/popup-props';
import { usePickupPointsMapQuery, type MapPoint } from '../api/pickup-points-map-query';
import { PointsMap } from '../map/points-map';
import type { PickupFilters } from '../pickup-filters';
import { useMapSelection } from '../use-map-selection';
import { usePickupPointList } from '../use-pickup-point-list';
import { usePickupProviders } from '../use-pickup-providers';
import { PickupPointDetails } from './pickup-point-details';
import styles from './pickup-point-chooser.module.css';

/** Typing pauses this long before a search request (each newer one cancels the older anyway). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The mobile toggle between the list and the map (desktop shows both). */
const VIEWS = [
  { key: 'list', label: 'checkout.pickup.listTab' },
  { key: 'map', label: 'checkout.pickup.mapTab' },
] as const;

const NO_POINTS: readonly MapPoint[] = [];

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * The pickup-point chooser (docs/product/02-screens.md#popups, modes 'cart' and 'other'): search, provider filter,
 * a list paged 50 at a time and a map of every matching point. A choice goes back on the bus
 * as `pickup-point:chosen` and closes the popup. Mobile shows list or map (toggle);
 * desktop shows the list beside the map.
 */
export function PickupPointChooser({ props, onClose }: PopupModuleProps<'pickup-point-choose'>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const listId = useId();
  const mapId = useId();
  const searchRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText, SEARCH_DEBOUNCE_MS);
  const [providers, setProviders] = useState<readonly string[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [view, setView] = useState<'list' | 'map'>('list');
  // The checkout may know its point by id or by code; the map selection starts empty.
  const [mapSelectedId, setMapSelectedId] = useState<string | null>(null);
  const isCurrent = (point: PickupPoint) =>
    Boolean(props.selectedId) && (point.id === props.selectedId || point.code === props.selectedId);

  const filters = useMemo<PickupFilters>(
    () => ({ providers, search, ...(props.city ? { city: props.city } : {}) }),
    [providers, search, props.city],
  );
  const providerOptions = usePickupProviders();
  const { state, showMore } = usePickupPointList(filters, attempt);
  const map = usePickupPointsMapQuery(filters);
  // A failed map shows no points (not the previous filters' ones).
  const mapPoints = map.isError ? NO_POINTS : (map.data?.data.points ?? NO_POINTS);
  const retry = () => {
    setAttempt((n) => n + 1);
    void map.refetch();
  };
  const selection = useMapSelection(mapSelectedId, state.items);

  // The search field is where a shopper starts; the dialog focuses its first control first.
  useEffect(() => {
    const timer = setTimeout(() => searchRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);

  // After "show more", focus moves to the first new point, so the keyboard goes on from there.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || state.more !== 'idle' || state.items.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLButtonElement>('li button')[from]?.focus();
  }, [state.items.length, state.more]);

  const choose = (point: PickupPoint) => {
    bus.emit('pickup-point:chosen', { mode: props.mode, point });
    onClose();
  };
  const toggleProvider = (id: string, on: boolean) =>
    setProviders((current) => (on ? [...current, id] : current.filter((p) => p !== id)));
  const onShowMore = () => {
    focusFrom.current = state.items.length;
    showMore();
  };

  const listBody = () => {
    if (state.status === 'pending')
      return (
        <p role="status" className={styles.status}>
          {t('checkout.pickup.loading')}
        </p>
      );
    if (state.status === 'error')
      return (
        <div className={styles.status}>
          <FormAlert tone="error">{t('error.pickupPoints.fetch')}</FormAlert>
          <Button variant="secondary" onClick={retry}>
            {t('checkout.pickup.retry')}
          </Button>
        </div>
      );
    if (state.items.length === 0)
      return (
        <EmptyState
          headingLevel={3}
          title={t('checkout.pickup.empty')}
          description={t('checkout.pickup.emptyHint')}
        />
      );
    return (
      <>
        <p className={styles.count} role="status">
          {t('checkout.pickup.shown', { shown: state.items.length, total: state.total })}
        </p>
        <ul ref={listRef} className={styles.list} aria-label={t('checkout.pickup.list')}>
          {state.items.map((point) => {
            const selected = isCurrent(point);
            return (
              <li key={point.id} className={`${styles.item} ${selected ? styles.current : ''}`}>
                <h3 className={styles.name}>
                  {point.name}
                  {selected && (
                    <span className={styles.badge}>{t('checkout.pickup.selected')}</span>
                  )}
                </h3>
                <PickupPointDetails point={point} />
                <Button
                  variant={selected ? 'primary' : 'secondary'}
                  onClick={() => choose(point)}
                  aria-label={t('checkout.pickup.chooseNamed', { name: point.name })}
                >
                  {t('checkout.pickup.choose')}
                </Button>
              </li>
            );
          })}
        </ul>
        {state.more === 'error' && (
          <FormAlert tone="error">{t('error.pickupPoints.fetch')}</FormAlert>
        )}
        {state.nextCursor !== null && (
          <Button variant="secondary" block loading={state.more === 'loading'} onClick={onShowMore}>
            {state.more === 'error' ? t('checkout.pickup.retry') : t('checkout.pickup.showMore')}
          </Button>
        )}
      </>
    );
  };

  return (
    <PopupFrame
      title={t(props.mode === 'cart' ? 'checkout.pickup.title' : 'checkout.pickup.titleOther')}
      onClose={onClose}
      variant="sheet"
      size="wide"
    >
      <div className={styles.chooser}>
        <div className={styles.filters}>
          <TextField
            ref={searchRef}
            type="search"
            name="pickup-search"
            label={t('checkout.pickup.search')}
            hint={t('checkout.pickup.searchHint')}
            value={searchText}
            onChange={setSearchText}
            autoComplete="off"
            maxLength={200}
          />
          {providerOptions.length > 0 && (
            <fieldset className={styles.providers}>
              <legend className={styles.legend}>{t('checkout.pickup.providers')}</legend>
              {providerOptions.map((provider) => (
                <CheckboxField
                  key={provider.id}
                  name={`provider-${provider.id}`}
                  label={provider.name}
                  checked={providers.includes(provider.id)}
                  onChange={(on) => toggleProvider(provider.id, on)}
                />
              ))}
            </fieldset>
          )}
        </div>
        <div className={styles.views} role="group" aria-label={t('checkout.pickup.views')}>
          {VIEWS.map(({ key, label }) => (
            <Button
              key={key}
              variant={view === key ? 'primary' : 'secondary'}
              aria-pressed={view === key}
              aria-controls={key === 'list' ? listId : mapId}
              onClick={() => setView(key)}
            >
              {t(label)}
            </Button>
          ))}
        </div>
        <div className={styles.panes}>
          <section
            id={listId}
            className={`${styles.pane} ${view === 'list' ? styles.active : ''}`}
            aria-label={t('checkout.pickup.list')}
          >
            {listBody()}
          </section>
          <section
            id={mapId}
            className={`${styles.pane} ${view === 'map' ? styles.active : ''}`}
            aria-label={t('checkout.pickup.map')}
          >
            {map.status === 'error' && !map.isFetching && state.status !== 'error' && (
              <FormAlert tone="error">{t('error.pickupPoints.fetch')}</FormAlert>
            )}
            <PointsMap points={mapPoints} selectedId={mapSelectedId} onSelect={setMapSelectedId} />
            <div className={styles.selection} aria-live="polite">
              {selection.loading && <p>{t('checkout.pickup.pointLoading')}</p>}
              {selection.failed && (
                <FormAlert tone="error">{t('error.pickupPoints.fetch')}</FormAlert>
              )}
              {selection.point && (
                <div className={styles.item}>
                  <h3 className={styles.name}>
                    {t('checkout.pickup.mapSelected', { name: selection.point.name })}
                  </h3>
                  <PickupPointDetails point={selection.point} />
                  <Button
                    onClick={() => selection.point && choose(selection.point)}
                    aria-label={t('checkout.pickup.chooseNamed', { name: selection.point.name })}
                  >
                    {t('checkout.pickup.choose')}
                  </Button>
                </div>
              )}
            </div>
          </section>
        </div>
      </div>
    </PopupFrame>
  );
}
