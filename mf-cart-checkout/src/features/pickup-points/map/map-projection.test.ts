import { isTileTemplate, readMapTileConfig } from './map-config';
import {
  CLUSTER_RADIUS,
  MAP_HEIGHT,
  MAP_WIDTH,
  MAX_ZOOM,
  centeredView,
  clusterPlaced,
  fitView,
  isInView,
  panView,
  projectToView,
  projectToWorld,
  tilesForView,
  zoomView,
} from './map-projection';

const MOSCOW = { lat: 55.7558, lng: 37.6173 };
const MINSK = { lat: 53.9006, lng: 27.559 };
const ALMATY = { lat: 43.222, lng: 76.8512 };

describe('map projection (Web Mercator)', () => {
  it('puts the equator and meridian in the middle of the world and north up', () => {
    expect(projectToWorld({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(projectToWorld({ lat: 0, lng: 180 }, 1).x).toBe(512);
    const north = projectToWorld(MOSCOW, 5);
    const south = projectToWorld(ALMATY, 5);
    expect(north.y).toBeLessThan(south.y);
    expect(projectToWorld(MINSK, 5).x).toBeLessThan(north.x);
  });

  it('matches the tile numbering of tile servers (Moscow is tile 154/80 at zoom 8)', () => {
    const { x, y } = projectToWorld(MOSCOW, 8);
    expect([Math.floor(x / 256), Math.floor(y / 256)]).toEqual([154, 80]);
  });

  it('clamps the poles instead of answering infinity', () => {
    expect(Number.isFinite(projectToWorld({ lat: 90, lng: 0 }, 3).y)).toBe(true);
    expect(projectToWorld({ lat: 90, lng: 0 }, 3).y).toBeCloseTo(0, 3);
  });

  it('fits every point into the drawing at the largest whole zoom', () => {
    const points = [MOSCOW, MINSK, ALMATY];
    const view = fitView(points);
    expect(Number.isInteger(view.zoom)).toBe(true);
    for (const p of points) expect(isInView(projectToView(p, view))).toBe(true);
    // One step closer, some point falls outside.
    const closer = zoomView(view, 1);
    expect(points.some((p) => !isInView(projectToView(p, closer)))).toBe(true);
  });

  it('centres a single point at the closest zoom and a view with no points on the region', () => {
    const view = fitView([MOSCOW]);
    expect(view.zoom).toBe(MAX_ZOOM);
    const at = projectToView(MOSCOW, view);
    expect(at.x).toBeCloseTo(MAP_WIDTH / 2);
    expect(at.y).toBeCloseTo(MAP_HEIGHT / 2);
    expect(fitView([]).zoom).toBe(3);
  });

  it('zooms around the centre and pans against the drag', () => {
    const view = centeredView(MOSCOW, 6);
    const zoomed = zoomView(view, 2);
    const at = projectToView(MOSCOW, zoomed);
    expect(at.x).toBeCloseTo(MAP_WIDTH / 2);
    expect(zoomView(view, 100).zoom).toBe(MAX_ZOOM);
    const panned = panView(view, 40, -20);
    const moved = projectToView(MOSCOW, panned);
    expect(moved.x).toBeCloseTo(MAP_WIDTH / 2 + 40);
    expect(moved.y).toBeCloseTo(MAP_HEIGHT / 2 - 20);
  });

  it('lists the tiles under the view, wrapping columns and skipping rows outside the world', () => {
    const view = centeredView(MOSCOW, 8);
    const tiles = tilesForView(view, 'https://{s}.tiles.test/{z}/{x}/{y}.png');
    expect(tiles.length).toBeGreaterThanOrEqual(6);
    expect(tiles.map((t) => t.url)).toContain(
      `https://${'abc'[(154 + 80) % 3]}.tiles.test/8/154/80.png`,
    );
    // Tiles cover the whole drawing.
    expect(Math.min(...tiles.map((t) => t.x))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((t) => t.x + 256))).toBeGreaterThanOrEqual(MAP_WIDTH);
    const world = tilesForView({ zoom: 2, centerX: 0, centerY: 0 }, '/t/{z}/{x}/{y}');
    expect(world.every((t) => /\/t\/2\/[0-3]\/[0-3]$/.test(t.url))).toBe(true);
  });
});

describe('clusterPlaced', () => {
  const at = (x: number, y: number) => ({ at: { x, y } });

  it('groups markers closer than the radius, keeps the rest, and groups nothing at the closest zoom', () => {
    const placed = [at(10, 10), at(10 + CLUSTER_RADIUS - 1, 10), at(200, 200), at(11, 12)];
    const clusters = clusterPlaced(placed, 5);
    expect(clusters.map((c) => c.members.length)).toEqual([3, 1]);
    expect(clusters[0]!.at).toEqual({ x: 10, y: 10 });
    expect(clusterPlaced(placed, MAX_ZOOM)).toHaveLength(4);
  });
});

describe('map tile configuration', () => {
  afterEach(() => document.head.querySelectorAll('meta').forEach((m) => m.remove()));

  it('is off unless the host page names a usable template', () => {
    expect(readMapTileConfig(document)).toBeNull();
    const meta = document.createElement('meta');
    meta.name = 'shop:map-tiles';
    meta.content = 'javascript:alert(1)/{z}/{x}/{y}';
    document.head.append(meta);
    expect(readMapTileConfig(document)).toBeNull();
    meta.content = 'https://tiles.test/{z}/{x}/{y}.png';
    expect(readMapTileConfig(document)).toEqual({
      template: 'https://tiles.test/{z}/{x}/{y}.png',
      attribution: '',
    });
    expect(isTileTemplate('/tiles/{z}/{x}.png')).toBe(false);
  });
});
