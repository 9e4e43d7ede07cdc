import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { translate, type MessageKey } from '@shop/i18n';
import { STARTING_ATTRIBUTE, type Storefront } from '@shop/types';
import { shellMessages } from '../src/i18n/messages';
import { INLINE_REGISTRY_ID, type RemoteRegistry } from '../src/federation/remote-registry';
import { escapeHtml } from './escape-html';

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
export function inlineRegistryScript(registry: RemoteRegistry): string {
  const json = JSON.stringify(registry).replace(/</g, '\\u003c');
  return `\n    <script id="${INLINE_REGISTRY_ID}" type="application/json">${json}</script>`;
}

/** The tile template the pickup-point map reads from the host page (cart-checkout's map-config). */
export function mapTilesMeta(template: string | undefined): string {
  return template ? `\n    <meta name="shop:map-tiles" content="${escapeHtml(template)}" />` : '';
}

/** The shell's start-up files (dist/boot-assets.json, written by @shop/build-config's plugin). */
export interface BootAssets {
  js: string[];
  css: string[];
}

const bootAssetsByDist = new Map<string, BootAssets>();

/** Read once per build folder; a build without the list gets no hints (nothing breaks). */
export function bootAssetsOf(distDir: string): BootAssets {
  let assets = bootAssetsByDist.get(distDir);
  if (!assets) {
    try {
      const parsed = JSON.parse(
        readFileSync(join(distDir, 'boot-assets.json'), 'utf8'),
      ) as Partial<BootAssets>;
      assets = { js: parsed.js ?? [], css: parsed.css ?? [] };
    } catch {
      assets = { js: [], css: [] };
    }
    bootAssetsByDist.set(distDir, assets);
  }
  return assets;
}

/**
 * Preloads of the shell's start-up chunks, which the browser would otherwise discover only
 * after main.js has run (one more round trip before anything renders on a client-rendered
 * page). On a served page they are not needed for the first paint: `low` keeps them from
 * competing with the page's photo.
 */
export function bootPreloadHints(assets: BootAssets, priority: 'high' | 'low'): string {
  const fetchPriority = priority === 'low' ? ' fetchpriority="low"' : '';
  return assets.js
    .map(
      (file) =>
        `\n    <link rel="preload" as="script" href="/${escapeHtml(file)}"${fetchPriority} />`,
    )
    .join('');
}

/** How long what is below the first screen waits at most for the page's scripts (ADR 42). */
const SHOW_ALL_AFTER_MS = 8000;

/**
 * Browser code inlined into a served page (a string, not a function's source: the server's
 * transpiler may add helpers to functions). Given the entry script's URL and a longest wait,
 * it appends the entry script once the first screen has painted: after DOMContentLoaded, the
 * page's priority photo (if any) loaded and decoded, and a frame drawn; or after the longest
 * wait; or at once when a tap was held (`shop:early-tap`, ADR 29), whatever comes first. The
 * served page is readable and its links work without JavaScript; starting the scripts at
 * DOMContentLoaded holds its largest paint behind their parsing and hydration.
 *
 * It also marks the page as starting (STARTING_ATTRIBUTE): sections below the first screen
 * are not rendered meanwhile, so their photos leave the bandwidth to the scripts (ADR 42).
 * The shell takes the mark away once the page is interactive; the visitor's first scroll or
 * key, or SHOW_ALL_AFTER_MS without scripts, takes it away sooner. Without JavaScript it is
 * never set.
 */
export const START_AFTER_FIRST_PAINT = `function (src, maxWaitMs) {
  var root = document.documentElement;
  function showAll() {
    root.removeAttribute('${STARTING_ATTRIBUTE}');
  }
  root.setAttribute('${STARTING_ATTRIBUTE}', '');
  // Capturing: a swipe through a gallery scrolls the gallery, not the page.
  ['scroll', 'wheel', 'touchmove', 'keydown'].forEach(function (type) {
    window.addEventListener(type, showAll, { capture: true, passive: true, once: true });
  });
  setTimeout(showAll, ${SHOW_ALL_AFTER_MS});
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = src;
    document.head.appendChild(script);
    // The page is idle while the script downloads: the browser's lists of locales, which the
    // first number and date formats build (~50 ms on a phone's CPU), are built now instead of
    // after the script has come (the shell's warmLocaleLists then finds them built).
    setTimeout(function () {
      var locale = root.lang || 'en';
      Intl.NumberFormat.supportedLocalesOf(locale);
      Intl.DateTimeFormat.supportedLocalesOf(locale);
    }, 0);
  }
  function afterNextFrame() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  function whenPhotoPainted() {
    var photo = document.querySelector('main img[fetchpriority="high"]');
    if (!photo || photo.complete) return afterNextFrame();
    photo.addEventListener('load', function () {
      photo.decode().then(afterNextFrame, afterNextFrame);
    }, { once: true });
    photo.addEventListener('error', afterNextFrame, { once: true });
  }
  setTimeout(start, maxWaitMs);
  document.addEventListener('shop:early-tap', start);
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', whenPhotoPainted, { once: true });
  else whenPhotoPainted();
}`;

/** How long a served page waits at most for its photo before it starts its scripts. */
export const START_AFTER_PAINT_MAX_WAIT_MS = 3000;

const ENTRY_SCRIPT = /<script defer(?:="")? src="?([^"\s>]+)"?><\/script>/;

/**
 * A served page's entry script: preloaded at low priority and started after the first paint
 * (START_AFTER_FIRST_PAINT) instead of at DOMContentLoaded. A page without served content keeps
 * its deferred script: it has nothing to show before the scripts run. The starter is allowed by
 * its hash (inlineScriptHashes, ADR 30): the same text for every page of a build.
 */
export function startScriptsAfterFirstPaint(html: string): string {
  return html.replace(ENTRY_SCRIPT, (_tag, src: string) => {
    const call = `(${START_AFTER_FIRST_PAINT})(${JSON.stringify(src)}, ${START_AFTER_PAINT_MAX_WAIT_MS});`;
    return (
      `<link rel="preload" as="script" href="${escapeHtml(src)}" fetchpriority="low" />` +
      `<script>${call}</script>`
    );
  });
}
