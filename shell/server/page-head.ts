import { translate, type MessageKey } from '@shop/i18n';
import type { Storefront } from '@shop/types';
import { shellMessages } from '../src/i18n/messages';
import { INLINE_REGISTRY_ID, type RemoteRegistry } from '../src/federation/remote-registry';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page title the shell's chrome sets on the client too: route title — brand. */
export function pageTitle(storefront: Storefront, routeName: string): string {
  const brand = shellMessages[storefront]['shell.brand'];
  try {
    return `${translate(storefront, `route.${routeName}` as MessageKey)} — ${brand}`;
  } catch {
    return brand;
  }
}

/**
 * The served HTML speaks the storefront's language before any script runs: lang, title,
 * description and the skip link (crawlers and screen readers see them without JavaScript).
 */
export function localizeHead(html: string, storefront: Storefront, routeName: string): string {
  const texts = shellMessages[storefront];
  return html
    .replace(/<html[^>]*>/, `<html lang="${storefront}">`)
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(pageTitle(storefront, routeName))}</title>`,
    )
    .replace(
      // The built template is minified: attribute quotes are optional there.
      /<meta name="?description"? content=("[^"]*"|[^\s>]*)/,
      `<meta name="description" content="${escapeHtml(texts['shell.meta.description'])}"`,
    )
    .replace(
      /(<a class="?shell-skip-link"?[^>]*>)[^<]*(<\/a>)/,
      `$1${escapeHtml(texts['shell.skipLink'])}$2`,
    );
}

/**
 * The registry as data in the page, so the first load needs no /remotes.json round trip.
 * `<` is escaped so no manifest URL can close the script element.
 */
export function inlineRegistryScript(registry: RemoteRegistry, nonce: string): string {
  const json = JSON.stringify(registry).replace(/</g, '\\u003c');
  return `\n    <script id="${INLINE_REGISTRY_ID}" type="application/json" nonce="${nonce}">${json}</script>`;
}

/** The tile template the pickup-point map reads from the host page (cart-checkout's map-config). */
export function mapTilesMeta(template: string | undefined): string {
  return template ? `\n    <meta name="shop:map-tiles" content="${escapeHtml(template)}" />` : '';
}
