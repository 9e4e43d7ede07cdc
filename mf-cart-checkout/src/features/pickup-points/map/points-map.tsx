import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@shop/ui';
import type { MapPoint } from '../use-pickup-point-map';
import { readMapTileConfig, type MapTileConfig } from './map-config';
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  fitView,
  isInView,
  panView,
  projectToView,
  tilesForView,
  zoomView,
  type MapView,
} from './map-projection';
import styles from './points-map.module.css';

export interface PointsMapProps {
  points: readonly MapPoint[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

const percent = (value: number, of: number) => `${(value / of) * 100}%`;
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);
const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);

/**
 * The points drawn from their coordinates (Web Mercator), with tiles behind them only when the
 * host page configures a tile server. Each point is a labelled button; one of them is in the
 * tab order and the arrow keys move between them. Drag pans, the buttons zoom.
 */
export function PointsMap({ points, selectedId, onSelect }: PointsMapProps) {
  const intl = useIntl();
  const hintId = useId();
  // useId has characters that url(#…) in an SVG paint does not accept.
  const gridId = `grid-${hintId.replace(/[^\w-]/g, '')}`;
  const canvasRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [tiles, setTiles] = useState<MapTileConfig | null>(null);
  const pointsKey = points.map((p) => p.id).join();
  const [view, setView] = useState<MapView>(() => fitView(points));

  useEffect(() => setTiles(readMapTileConfig(document)), []);
  // New filters, new points: show them all.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setView(fitView(points)), [pointsKey]);

  const placed = useMemo(() => {
    const visible = points
      .map((point) => ({ point, at: projectToView(point, view) }))
      .filter(({ at }) => isInView(at));
    // The selected point is drawn last, so it is on top.
    return [
      ...visible.filter(({ point }) => point.id !== selectedId),
      ...visible.filter(({ point }) => point.id === selectedId),
    ];
  }, [points, view, selectedId]);
  const tabbableId = placed.some(({ point }) => point.id === selectedId)
    ? selectedId
    : (placed[0]?.point.id ?? null);

  const onMarkerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = PREVIOUS_KEYS.has(event.key) ? -1 : NEXT_KEYS.has(event.key) ? 1 : 0;
    if (!step) return;
    event.preventDefault();
    const markers = [
      ...(canvasRef.current?.querySelectorAll<HTMLButtonElement>('button[data-point]') ?? []),
    ];
    const index = markers.indexOf(event.currentTarget);
    markers[(index + step + markers.length) % markers.length]?.focus();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const scale = MAP_WIDTH / (event.currentTarget.getBoundingClientRect().width || MAP_WIDTH);
    drag.current = { x: event.clientX, y: event.clientY };
    setView((current) =>
      panView(current, (event.clientX - start.x) * scale, (event.clientY - start.y) * scale),
    );
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div className={styles.map}>
      <div
        ref={canvasRef}
        className={styles.canvas}
        role="group"
        aria-label={intl.formatMessage({ id: 'checkout.pickup.map' })}
        aria-describedby={hintId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        {tiles &&
          tilesForView(view, tiles.template).map((tile) => (
            <img
              key={tile.key}
              className={styles.tile}
              src={tile.url}
              alt=""
              draggable={false}
              style={{
                left: percent(tile.x, MAP_WIDTH),
                top: percent(tile.y, MAP_HEIGHT),
                width: percent(256, MAP_WIDTH),
                height: percent(256, MAP_HEIGHT),
              }}
            />
          ))}
        {!tiles && (
          <svg
            className={styles.backdrop}
            viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
            aria-hidden="true"
            focusable="false"
          >
            <defs>
              <pattern id={gridId} width="64" height="64" patternUnits="userSpaceOnUse">
                <path d="M 64 0 L 0 0 0 64" fill="none" className={styles.grid} />
              </pattern>
            </defs>
            <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill={`url(#${gridId})`} />
          </svg>
        )}
        {placed.map(({ point, at }) => {
          const selected = point.id === selectedId;
          return (
            <button
              key={point.id}
              type="button"
              data-point={point.id}
              className={`${styles.marker} ${selected ? styles.selected : ''}`}
              style={{ left: percent(at.x, MAP_WIDTH), top: percent(at.y, MAP_HEIGHT) }}
              aria-label={intl.formatMessage(
                { id: 'checkout.pickup.mapPoint' },
                { name: point.name, address: point.address },
              )}
              aria-pressed={selected}
              tabIndex={point.id === tabbableId ? 0 : -1}
              onClick={() => onSelect(point.id)}
              onKeyDown={onMarkerKeyDown}
            />
          );
        })}
      </div>
      <p id={hintId} className={styles.hint}>
        {intl.formatMessage({ id: 'checkout.pickup.mapHint' })}
        {placed.length < points.length &&
          ` ${intl.formatMessage({ id: 'checkout.pickup.mapOnly' }, { count: placed.length, total: points.length })}`}
      </p>
      <div className={styles.controls}>
        <Button variant="secondary" onClick={() => setView((v) => zoomView(v, 1))}>
          <span aria-hidden="true">+</span>
          <span className={styles.controlLabel}>
            {intl.formatMessage({ id: 'checkout.pickup.zoomIn' })}
          </span>
        </Button>
        <Button variant="secondary" onClick={() => setView((v) => zoomView(v, -1))}>
          <span aria-hidden="true">−</span>
          <span className={styles.controlLabel}>
            {intl.formatMessage({ id: 'checkout.pickup.zoomOut' })}
          </span>
        </Button>
        <Button variant="link" onClick={() => setView(fitView(points))}>
          {intl.formatMessage({ id: 'checkout.pickup.mapReset' })}
        </Button>
      </div>
      {tiles?.attribution && <p className={styles.attribution}>{tiles.attribution}</p>}
    </div>
  );
}
