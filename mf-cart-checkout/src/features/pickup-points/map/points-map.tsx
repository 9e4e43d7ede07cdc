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
import type { MapPoint } from '../api/pickup-points-map-query';
import { readMapTileConfig, type MapTileConfig } from './map-config';
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  clusterPlaced,
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

  // DOM order stays the points' order (stable for the arrow keys); CSS lifts the selected one.
  // The selected point always has a marker of its own, so its highlight is never hidden.
  const markers = useMemo(() => {
    const placed = points
      .map((point) => ({ point, at: projectToView(point, view) }))
      .filter(({ at }) => isInView(at));
    return clusterPlaced(
      placed.filter(({ point }) => point.id !== selectedId),
      view.zoom,
    ).concat(
      placed
        .filter(({ point }) => point.id === selectedId)
        .map((p) => ({ at: p.at, members: [p] })),
    );
  }, [points, view, selectedId]);
  const shownCount = markers.reduce((sum, marker) => sum + marker.members.length, 0);
  const markerKey = (members: readonly { point: MapPoint }[]) =>
    members.length === 1 ? members[0]!.point.id : `cluster-${members[0]!.point.id}`;
  const tabbableKey =
    markers.find(({ members }) => members.some(({ point }) => point.id === selectedId)) ??
    markers[0];
  const tabbable = tabbableKey ? markerKey(tabbableKey.members) : null;

  const onMarkerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = PREVIOUS_KEYS.has(event.key) ? -1 : NEXT_KEYS.has(event.key) ? 1 : 0;
    if (!step) return;
    event.preventDefault();
    const markers = [
      ...(canvasRef.current?.querySelectorAll<HTMLButtonElement>('button[data-marker]') ?? []),
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
        {markers.map(({ at, members }) => {
          const key = markerKey(members);
          const position = { left: percent(at.x, MAP_WIDTH), top: percent(at.y, MAP_HEIGHT) };
          const shared = {
            type: 'button' as const,
            'data-marker': key,
            tabIndex: key === tabbable ? 0 : -1,
            onKeyDown: onMarkerKeyDown,
            style: position,
          };
          if (members.length > 1)
            return (
              <button
                key={key}
                {...shared}
                className={`${styles.marker} ${styles.cluster}`}
                aria-label={intl.formatMessage(
                  { id: 'checkout.pickup.cluster' },
                  { count: members.length },
                )}
                onClick={() => setView(fitView(members.map(({ point }) => point)))}
              >
                <span aria-hidden="true">{members.length}</span>
              </button>
            );
          const { point } = members[0]!;
          const selected = point.id === selectedId;
          return (
            <button
              key={key}
              {...shared}
              data-point={point.id}
              className={`${styles.marker} ${selected ? styles.selected : ''}`}
              aria-label={intl.formatMessage(
                { id: 'checkout.pickup.mapPoint' },
                { name: point.name, address: point.address },
              )}
              aria-pressed={selected}
              onClick={() => onSelect(point.id)}
            />
          );
        })}
      </div>
      <p id={hintId} className={styles.hint}>
        {intl.formatMessage({ id: 'checkout.pickup.mapHint' })}
        {shownCount < points.length &&
          ` ${intl.formatMessage({ id: 'checkout.pickup.mapOnly' }, { count: shownCount, total: points.length })}`}
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
