/**
 * Preloads of the storefront's message chunks (ADR 18). Every app loads only its locale's
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

/** The owner's `./app` expose and a resolver of its files' URLs, or null past the wait. */
async function ownerApp(manifestUrl: string) {
  const manifest = await valueWithin(
    manifestOf(manifestUrl).catch(() => null),
    MANIFEST_WAIT_MS,
  );
  const app = manifest ? exposeOf(manifestUrl, manifest, 'app') : null;
  return app?.assets ? { assets: app.assets, url: app.url } : null;
}

async function ownerChunks(manifestUrl: string, locale: Storefront): Promise<string[]> {
  const app = await ownerApp(manifestUrl);
  if (!app) return [];
  return app.assets.js.async.filter((file) => chunkOf('messages', locale).test(file)).map(app.url);
}

/**
 * A page the browser renders (cart, checkout, profile…) needs its owner's `./app` code and
 * styles first: announced in the HTML, they load with the shell's own start-up files instead
 * of after the owner's entry has run.
 */
export async function ownerAppPreloadHints(ownerManifest: string | undefined): Promise<string> {
  const app = ownerManifest ? await ownerApp(ownerManifest) : null;
  if (!app) return '';
  const link = (as: 'script' | 'style') => (file: string) =>
    `\n    <link rel="preload" as="${as}" href="${escapeHtml(app.url(file))}" />`;
  return [
    ...app.assets.css.sync.map(link('style')),
    ...app.assets.js.sync.map(link('script')),
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
  return [...own, ...owner]
    .map(
      (href) =>
        `\n    <link rel="preload" as="script" href="${escapeHtml(href)}" fetchpriority="low" />`,
    )
    .join('');
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
): Promise<string> {
  if (!companions) return '';
  const low = ' fetchpriority="low"';
  const preload = (as: 'script' | 'style', href: string) =>
    `\n    <link rel="preload" as="${as}" href="${escapeHtml(href)}"${low} />`;
  const fetched = (href: string, credentials: 'anonymous' | 'use-credentials') =>
    `\n    <link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin="${credentials}"${low} />`;
  const pieces = await Promise.all(
    (companions.pieces ?? []).map(async ({ remote, expose }) => {
      const manifestUrl = manifests[remote];
      const manifest = manifestUrl
        ? await valueWithin(
            manifestOf(manifestUrl).catch(() => null),
            MANIFEST_WAIT_MS,
          )
        : null;
      if (!manifestUrl || !manifest) return '';
      const piece = exposeOf(manifestUrl, manifest, expose);
      if (!piece.assets) return '';
      const { css, js } = piece.assets;
      return [
        // As the federation runtime asks for them: the manifest by fetch, the entry as a script.
        fetched(manifestUrl, 'anonymous'),
        preload('script', new URL('remoteEntry.js', manifestUrl).href),
        ...css.sync.map((file) => preload('style', piece.url(file))),
        ...js.sync.map((file) => preload('script', piece.url(file))),
        ...js.async
          .filter((file) => chunkOf('messages', locale).test(file))
          .map((file) => preload('script', piece.url(file))),
      ].join('');
    }),
  );
  // The API client asks with the visitor's cookies: the preload must too, or it is not used.
  const reads = (companions.reads ?? []).map((path) =>
    fetched(`${apiPrefix}${path}`, 'use-credentials'),
  );
  return [...pieces, ...reads].join('');
}
