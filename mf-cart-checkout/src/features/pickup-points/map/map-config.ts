/**
 * Map tiles are off by default (no tile server can be reached from the build machines):
 * the points are drawn from their coordinates alone. A deployment turns tiles on without a
 * rebuild by putting the template into the host page:
 *   <meta name="shop:map-tiles" content="https://{s}.tiles.example/{z}/{x}/{y}.png">
 *   <meta name="shop:map-tiles-attribution" content="© Example contributors">
 */
export interface MapTileConfig {
  template: string;
  attribution: string;
}

const TILE_META = 'shop:map-tiles';
const ATTRIBUTION_META = 'shop:map-tiles-attribution';

/** Only https or same-origin templates with all three placeholders are used. */
export function isTileTemplate(template: string): boolean {
  return (
    /^(https:\/\/|\/)/.test(template) &&
    ['{z}', '{x}', '{y}'].every((placeholder) => template.includes(placeholder))
  );
}

const metaContent = (doc: Document, name: string) =>
  doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';

/** Called when the map mounts (never at module load: pages may render on a server). */
export function readMapTileConfig(doc: Document): MapTileConfig | null {
  const template = metaContent(doc, TILE_META);
  if (!isTileTemplate(template)) return null;
  return { template, attribution: metaContent(doc, ATTRIBUTION_META) };
}
