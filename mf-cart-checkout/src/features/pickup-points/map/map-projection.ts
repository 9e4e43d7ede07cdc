/**
 * Web Mercator (the projection of every common tile server), so the points drawn from their
 * coordinates line up with tiles when a tile server is configured. World pixels at zoom z:
 * the world is 256 · 2^z pixels wide.
 */
export const TILE_SIZE = 256;
export const MIN_ZOOM = 2;
export const MAX_ZOOM = 17;
/** The drawing's own coordinate system; CSS scales it to the popup. */
export const MAP_WIDTH = 640;
export const MAP_HEIGHT = 420;
/** Room kept around the outermost points when the map fits them. */
const FIT_PADDING = 32;
/** Mercator is undefined at the poles; tile servers stop here. */
const MAX_LATITUDE = 85.05112878;

export interface LatLng {
  lat: number;
  lng: number;
}

/** What the map shows: its centre in world pixels at `zoom`. */
export interface MapView {
  zoom: number;
  centerX: number;
  centerY: number;
}

const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom;

export function projectToWorld({ lat, lng }: LatLng, zoom: number): { x: number; y: number } {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  const size = worldSize(zoom);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** A point's place in the drawing (0…MAP_WIDTH, 0…MAP_HEIGHT when visible). */
export function projectToView(point: LatLng, view: MapView): { x: number; y: number } {
  const world = projectToWorld(point, view.zoom);
  return {
    x: world.x - view.centerX + MAP_WIDTH / 2,
    y: world.y - view.centerY + MAP_HEIGHT / 2,
  };
}

export const isInView = ({ x, y }: { x: number; y: number }): boolean =>
  x >= 0 && x <= MAP_WIDTH && y >= 0 && y <= MAP_HEIGHT;

const clampZoom = (zoom: number) => Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom));

/** The largest whole zoom (tiles exist only at whole zooms) that shows every point. */
export function fitView(points: readonly LatLng[]): MapView {
  if (points.length === 0) {
    // Nothing to show: Europe and Central Asia, where the shop delivers.
    return centeredView({ lat: 55, lng: 50 }, 3);
  }
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const northWest = { lat: Math.max(...lats), lng: Math.min(...lngs) };
  const southEast = { lat: Math.min(...lats), lng: Math.max(...lngs) };
  let zoom = MAX_ZOOM;
  for (; zoom > MIN_ZOOM; zoom -= 1) {
    const a = projectToWorld(northWest, zoom);
    const b = projectToWorld(southEast, zoom);
    if (b.x - a.x <= MAP_WIDTH - 2 * FIT_PADDING && b.y - a.y <= MAP_HEIGHT - 2 * FIT_PADDING)
      break;
  }
  const a = projectToWorld(northWest, zoom);
  const b = projectToWorld(southEast, zoom);
  return { zoom, centerX: (a.x + b.x) / 2, centerY: (a.y + b.y) / 2 };
}

export function centeredView(center: LatLng, zoom: number): MapView {
  const z = clampZoom(zoom);
  const world = projectToWorld(center, z);
  return { zoom: z, centerX: world.x, centerY: world.y };
}

/** Zooms by `delta` whole steps around the centre of the view. */
export function zoomView(view: MapView, delta: number): MapView {
  const zoom = clampZoom(view.zoom + delta);
  const scale = 2 ** (zoom - view.zoom);
  return { zoom, centerX: view.centerX * scale, centerY: view.centerY * scale };
}

/** Moves the view by a distance in drawing units (a drag moves the map the other way). */
export function panView(view: MapView, dx: number, dy: number): MapView {
  const size = worldSize(view.zoom);
  return {
    zoom: view.zoom,
    centerX: view.centerX - dx,
    centerY: Math.max(0, Math.min(size, view.centerY - dy)),
  };
}

export interface MapTile {
  key: string;
  url: string;
  /** Top-left corner in drawing units. */
  x: number;
  y: number;
}

/**
 * The tiles under the view for a `{z}/{x}/{y}` URL template (`{s}` picks a subdomain a–c).
 * Columns wrap around the date line; rows outside the world are skipped.
 */
export function tilesForView(view: MapView, template: string): MapTile[] {
  const count = 2 ** view.zoom;
  const left = view.centerX - MAP_WIDTH / 2;
  const top = view.centerY - MAP_HEIGHT / 2;
  const tiles: MapTile[] = [];
  for (let row = Math.floor(top / TILE_SIZE); row * TILE_SIZE < top + MAP_HEIGHT; row += 1) {
    if (row < 0 || row >= count) continue;
    for (let col = Math.floor(left / TILE_SIZE); col * TILE_SIZE < left + MAP_WIDTH; col += 1) {
      const wrapped = ((col % count) + count) % count;
      const url = template
        .replace('{z}', String(view.zoom))
        .replace('{x}', String(wrapped))
        .replace('{y}', String(row))
        .replace('{s}', 'abc'[Math.abs(wrapped + row) % 3]!);
      tiles.push({
        key: `${view.zoom}/${col}/${row}`,
        url,
        x: col * TILE_SIZE - left,
        y: row * TILE_SIZE - top,
      });
    }
  }
  return tiles;
}

/** Points closer than this (drawing units) share one marker until the map is zoomed in. */
export const CLUSTER_RADIUS = 22;

export interface Cluster<P> {
  /** Where the marker is drawn: the first member's place. */
  at: { x: number; y: number };
  members: P[];
}

/**
 * Groups placed points whose markers would overlap (greedy, in order). At the closest zoom
 * nothing is grouped, so points that share an address can still be told apart.
 */
export function clusterPlaced<P extends { at: { x: number; y: number } }>(
  placed: readonly P[],
  zoom: number,
): Cluster<P>[] {
  if (zoom >= MAX_ZOOM) return placed.map((p) => ({ at: p.at, members: [p] }));
  const clusters: Cluster<P>[] = [];
  for (const item of placed) {
    const near = clusters.find(
      (c) => Math.hypot(c.at.x - item.at.x, c.at.y - item.at.y) < CLUSTER_RADIUS,
    );
    if (near) near.members.push(item);
    else clusters.push({ at: item.at, members: [item] });
  }
  return clusters;
}
