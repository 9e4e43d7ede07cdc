/**
 * The preloads the edge writes into a page's head for remotes' files: the route owner's
 * manifest and entry, a client-rendered page's `./app` and companions (ADR 40), and the
 * storefront's message chunks (ADR 18). Every app loads only its locale's
 * texts, from chunks named after it: the shell's `i18n-<locale>` (shared texts) and
 * `messages-<locale>` (its own), and the route owner's `messages-<locale>`. Announced in the
 * HTML, they arrive alongside the other scripts instead of one round trip after the code that
 * asks for them.
 */
import { existsSync, readdirSync } from 'node:fs';
import type { PageCompanions } from '@shop/routes';
import type { RemoteName, Storefront } from '@shop/types';
import { escapeHtml } from './escape-html';
import { exposeOf, manifestOf } from './remote-manifest';
import { valueWithin } from './value-within';

const chunkOf = (names: string, locale: Storefront) =>
  new RegExp(`^(?:.*/)?(?:${names})-${locale}\\.[0-9a-f]{8}\\.js$`);

const shellFiles = new Map<string, string[]>();

function shellFilesOf(distDir: string): string[] {
  let files = shellFiles.get(distDir);
  if (!files) {
    files = existsSync(distDir) ? readdirSync(distDir) : [];
    shellFiles.set(distDir, files);
  }
  return files;
}

/** How long a page waits for a manifest not read yet; past it the page goes without the hint. */
export const MANIFEST_WAIT_MS = 150;

/**
 * A remote's expose (its `./app`, or a component) and a resolver of its files' URLs, or null
 * when the manifest is not read within the wait or does not list it.
 */
async function exposeWithin(manifestUrl: string, expose = 'app') {
  const manifest = await valueWithin(
    manifestOf(manifestUrl).catch(() => null),
    MANIFEST_WAIT_MS,
  );
  const found = manifest ? exposeOf(manifestUrl, manifest, expose) : null;
  return found?.assets ? { assets: found.assets, url: found.url } : null;
}

type FoundExpose = NonNullable<Awaited<ReturnType<typeof exposeWithin>>>;

/** The URLs of an expose's message chunks for the locale (among its lazily loaded files). */
const messageChunkUrls = (found: FoundExpose, locale: Storefront) =>
  found.assets.js.async.filter((file) => chunkOf('messages', locale).test(file)).map(found.url);

async function ownerChunks(manifestUrl: string, locale: Storefront): Promise<string[]> {
  const app = await exposeWithin(manifestUrl);
  return app ? messageChunkUrls(app, locale) : [];
}

/** One `<link rel=preload>` of a script or a style sheet, at low priority or the browser's. */
const preloadLink = (as: 'script' | 'style', href: string, priority?: 'low') =>
  `\n    <link rel="preload" as="${as}" href="${escapeHtml(href)}"${priority ? ` fetchpriority="${priority}"` : ''} />`;

/**
 * A page the browser renders (cart, checkout, profile…) needs its owner's `./app` code and
 * styles first: announced in the HTML, they load with the shell's own start-up files instead
 * of after the owner's entry has run.
 */
export async function ownerAppPreloadHints(ownerManifest: string | undefined): Promise<string> {
  const app = ownerManifest ? await exposeWithin(ownerManifest) : null;
  if (!app) return '';
  return [
    ...app.assets.css.sync.map((file) => preloadLink('style', app.url(file))),
    ...app.assets.js.sync.map((file) => preloadLink('script', app.url(file))),
  ].join('');
}

/**
 * `<link rel=preload>`s of the locale's message chunks: the shell's from its build folder, the
 * owner's from its manifest. Low priority: a served page's photo comes first, and the texts
 * are needed only once the code that renders with them has arrived.
 */
export async function localePreloadHints(
  distDir: string,
  ownerManifest: string | undefined,
  locale: Storefront,
): Promise<string> {
  const own = shellFilesOf(distDir)
    .filter((file) => chunkOf('i18n|messages', locale).test(file))
    .map((file) => `/${file}`);
  const owner = ownerManifest ? await ownerChunks(ownerManifest, locale) : [];
  return [...own, ...owner].map((href) => preloadLink('script', href, 'low')).join('');
}

/**
 * A page the browser renders shows another remote's component (the empty cart's bestsellers)
 * and waits for API reads before its first render: announced in the HTML at low priority
 * (the page's own code comes first), the piece's manifest, entry, files and message chunk
 * and the reads load beside the page's code instead of one after another once it has run
 * (ADR 40). A manifest not read within the wait only loses its piece's hints.
 */
export async function companionPreloadHints(
  companions: PageCompanions | undefined,
  manifests: Partial<Record<RemoteName, string>>,
  locale: Storefront,
  apiPrefix: string,
  { reads: withReads = true }: { reads?: boolean } = {},
): Promise<string> {
  if (!companions) return '';
  const pieces = await Promise.all(
    (companions.pieces ?? []).map(async ({ remote, expose }) => {
      const manifestUrl = manifests[remote];
      const piece = manifestUrl ? await exposeWithin(manifestUrl, expose) : null;
      if (!manifestUrl || !piece) return '';
      const { css, js } = piece.assets;
      return [
        remotePreloadHints(manifestUrl, true),
        ...css.sync.map((file) => preloadLink('style', piece.url(file), 'low')),
        ...js.sync.map((file) => preloadLink('script', piece.url(file), 'low')),
        ...messageChunkUrls(piece, locale).map((href) => preloadLink('script', href, 'low')),
      ].join('');
    }),
  );
  // The API client asks with the visitor's cookies: the preload must too, or it is not used.
  const reads = (withReads ? (companions.reads ?? []) : []).map(
    (path) =>
      `\n    <link rel="preload" as="fetch" href="${escapeHtml(`${apiPrefix}${path}`)}" crossorigin="use-credentials" fetchpriority="low" />`,
  );
  return [...pieces, ...reads].join('');
}

/**
 * The page's own remote is known before any script runs: fetching its manifest and
 * entry alongside the shell's bundle saves two round trips before it can render.
 * The attributes match how the federation runtime requests them (fetch in CORS mode,
 * a classic script), so the browser reuses the preloaded responses. A served page's owner and
 * a client-rendered page's companion (`low`) are not needed for the first paint, so both come
 * at low priority; but both come: the manifest (~1 KiB) fetched only when the scripts start
 * was a round trip between the scripts and the page answering a tap (issue #21).
 */
export function remotePreloadHints(manifestUrl: string | undefined, low = false): string {
  if (!manifestUrl) return '';
  const entryUrl = new URL('remoteEntry.js', manifestUrl).href;
  const origin = new URL(manifestUrl).origin;
  const priority = low ? ' fetchpriority="low"' : '';
  return (
    `\n    <link rel="preconnect" href="${origin}" crossorigin="anonymous" />` +
    `\n    <link rel="preload" href="${manifestUrl}" as="fetch" crossorigin="anonymous"${priority} />` +
    `\n    <link rel="preload" href="${entryUrl}" as="script"${priority} />`
  );
}
