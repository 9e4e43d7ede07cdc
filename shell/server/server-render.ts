/**
 * Server rendering of the first screen, composed at runtime (ADR 13): the shell's own chrome
 * from its Node build, the route owner's slot from the owner's Node build, loaded with the
 * federation runtime from the manifest the registry points at — never imported at build time.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Script } from 'node:vm';
import {
  createInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { STOREFRONT_CURRENCY } from '@shop/storefront';
import {
  checkContract,
  CONTRACT_VERSION,
  PIECE_ATTRIBUTE,
  PIECE_PROPS_ATTRIBUTE,
  pieceDataId,
  type CurrencyCode,
  type RouteOwner,
  type RouteState,
  type Storefront,
  type StorefrontState,
} from '@shop/types';
import type { RenderPage, RenderPiece, ServerRenderResult } from '@shop/ui';
import { resolveRoute } from '../src/routing/resolve-route';
import { apiFetch } from './api-fetch';
import { inlinableStyles, styleElement } from './inline-styles';
import { escapeHtml } from './escape-html';
import { expectedFailureText } from './failure-text';
import { bootAssetsOf } from './page-head';
import { exposeOf, manifestOf, type FederationManifest } from './remote-manifest';
import { errorText, logError, logWarning } from '@shop/error-codes';
import { SHELL_ERRORS } from '../src/error-codes';

/**
 * The storefront slice of the bus, as the browser's bootstrap sets it: the visitor's currency
 * (by the geolocation cookie), else the storefront's own.
 */
export function storefrontStateOf(
  storefront: Storefront,
  currency: CurrencyCode = STOREFRONT_CURRENCY[storefront],
): StorefrontState {
  return { storefront, locale: storefront, currency };
}

/** How long the owner's server render may take before its slot is left to the browser. */
export const SERVER_RENDER_BUDGET_MS = 300;

/**
 * Owners whose pages are private (a visitor's cart, orders, profile): client-rendered, but for
 * the cart of a visitor without a session, empty for everyone (ADR 43).
 */
const CLIENT_ONLY_OWNERS: ReadonlySet<string> = new Set(['cart-checkout', 'profile-auth']);

/** Whether a private page is the same for every visitor of its kind: the sessionless cart. */
export const servedWhenSessionless = (route: Pick<RouteState, 'name'>): boolean =>
  route.name === 'cart';

/** A remote version's server renderer and the browser assets its page needs first. */
export interface RemoteServerBuild {
  renderPage: RenderPage;
  /** Its federation container's name, which its browser code knows itself by ('cart_checkout'). */
  container?: string;
  /** Its components other remotes' served pages show (ADR 43); absent from older builds. */
  renderPiece?: RenderPiece;
  css: string[];
  js: string[];
  /** The expose's lazily loaded chunks: a render names those its page needs (`chunks`). */
  lazyJs: string[];
}

export interface SlotRender extends ServerRenderResult {
  owner: RouteOwner;
  css: string[];
  js: string[];
  /** The owner's container name, where it differs from the owner's ('cart_checkout'). */
  container?: string;
  /** Other remotes' pieces rendered into the slot: their data and their style sheets. */
  pieces?: { piece: string; remote: string; data: unknown; css: string[] }[];
}

function timeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(errorText(SHELL_ERRORS.TOO_SLOW, `${what} took over ${ms} ms`))),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        // Kept as thrown when it is an Error-like object (fetch's may come from another realm).
        reject(
          typeof error === 'object' && error !== null ? (error as Error) : new Error(String(error)),
        );
      },
    );
  });
}

/**
 * Chunks a served page never needs: the exposed popups' (loaded when a popup opens). The
 * libraries' sheet stays: the served product gallery is laid out by swiper's styles
 * (without them it shifted by 0.30 when they came).
 */
const ON_DEMAND_CHUNK = /__federation_expose_popups/;

/** Absolute URLs of an exposed module's first-load files (publicPath auto: beside the manifest). */
function assetUrls(manifestUrl: string, manifest: FederationManifest, expose: string) {
  const { assets, url } = exposeOf(manifestUrl, manifest, expose);
  // The served markup of a lazily loaded page (the product page, its gallery) needs that
  // page's styles before the first paint, or it lays out unstyled and jumps (CLS 0.32 on a
  // product page): the async CSS of the expose goes into the head too, popups' excepted.
  const pageCss = (assets?.css.async ?? []).filter((file) => !ON_DEMAND_CHUNK.test(file));
  return {
    // A container's style sheets may be one file listed as both sync and async.
    css: [...new Set([...(assets?.css.sync ?? []), ...pageCss].map(url))],
    js: (assets?.js.sync ?? []).map(url),
    lazyJs: (assets?.js.async ?? []).map(url),
  };
}

/**
 * The URLs of the lazily loaded chunks a render named (`ServerRenderResult.chunks`): a chunk
 * file is its name, then its content hash in a production build (`page-product.1a2b3c4d.js`).
 * A name the manifest does not list is skipped: the browser then loads it as before.
 */
export function namedChunkUrls(lazyJs: readonly string[], names: readonly string[] = []) {
  return names.flatMap((name) =>
    lazyJs.filter((href) => {
      const file = href.slice(href.lastIndexOf('/') + 1);
      if (!file.startsWith(`${name}.`)) return false;
      const rest = file.slice(name.length + 1);
      return rest === 'js' || /^[0-9a-f]+\.js$/.test(rest);
    }),
  );
}

let instances = 0;

/**
 * Runs a remote's Node entry (a `commonjs-module` container) the way Node runs a CommonJS
 * file: fetched from the remote's origin, evaluated with this process's `require` for the
 * built-ins it asks for. Replaces the runtime's default loader, which needs dynamic
 * `import()` of 'vm' and 'path' (unavailable under Jest's VM).
 */
const nodeEntryLoader: ModuleFederationRuntimePlugin = {
  name: 'shop-node-entry-loader',
  async loadEntry({ remoteInfo }) {
    const response = await fetch(remoteInfo.entry);
    if (!response.ok)
      throw new Error(
        errorText(
          SHELL_ERRORS.REMOTE_ASSET_UNAVAILABLE,
          `${remoteInfo.entry} answered ${response.status}`,
        ),
      );
    const source = await response.text();
    const module: { exports: unknown } = { exports: {} };
    const run = new Script(
      `(function (exports, module, require, __dirname, __filename) {${source}\n})`,
      { filename: remoteInfo.entry },
    ).runInThisContext() as (...args: unknown[]) => void;
    run(module.exports, module, require, '/', remoteInfo.entry);
    return module.exports as Awaited<
      ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>
    >;
  },
};

/**
 * Loads a remote version's `./server` through the federation runtime. Each manifest URL (a
 * deployed version) gets its own runtime instance and entry global, so a deploy or rollback
 * is picked up by the next page without restarting the shell, and old versions never mix in.
 */
async function loadServerBuild(manifestUrl: string): Promise<RemoteServerBuild | null> {
  const manifest = await manifestOf(manifestUrl);
  const ssrEntry = manifest.metaData.ssrRemoteEntry;
  if (!ssrEntry) return null;
  // The browser's guard refuses another major (ADR 14); the server renders nothing it would refuse.
  const contract = checkContract(CONTRACT_VERSION, manifest.metaData.shopContract);
  if (!contract.compatible) {
    logWarning(
      SHELL_ERRORS.CONTRACT_MISMATCH,
      `${manifest.metaData.name}/server is built against contract ` +
        `${contract.actual}, the shell against ${contract.expected} (${contract.reason}): client fallback`,
    );
    return null;
  }
  const entryUrl = new URL(`${ssrEntry.path}${ssrEntry.name}`, manifestUrl).href;
  const container = manifest.metaData.name;
  instances += 1;
  const federation = createInstance({
    name: `shell_server_${instances}`,
    remotes: [
      {
        name: container,
        entry: entryUrl,
        type: 'commonjs-module',
        // The runtime keeps a loaded entry under this global: one per version.
        entryGlobalName: `${container}__ssr_${instances}`,
      },
    ],
    shared: {},
    plugins: [nodeEntryLoader],
  });
  const exposed = await federation.loadRemote<{
    renderPage?: RenderPage;
    renderPiece?: RenderPiece;
  }>(`${container}/server`);
  if (typeof exposed?.renderPage !== 'function')
    throw new Error(
      errorText(SHELL_ERRORS.NO_RENDER_PAGE, `${container}/server has no renderPage`),
    );
  return {
    renderPage: exposed.renderPage,
    container,
    ...(typeof exposed.renderPiece === 'function' ? { renderPiece: exposed.renderPiece } : {}),
    ...assetUrls(manifestUrl, manifest, 'app'),
  };
}

/** The newest few versions stay loaded (a rollback is one of them); older ones are dropped. */
const KEPT_VERSIONS = 4;
const builds = new Map<string, Promise<RemoteServerBuild | null>>();

/** How long a remote origin that answered counts as up without asking again. */
const REACHABLE_FOR_MS = 2_000;
const answeredAt = new Map<string, number>();

/**
 * Whether the remote's origin serves its manifest now: a slot rendered on the server for a
 * remote the browser cannot load would never hydrate, so a down origin means client fallback.
 */
export async function originAnswers(manifestUrl: string): Promise<boolean> {
  const last = answeredAt.get(manifestUrl);
  if (last !== undefined && Date.now() - last < REACHABLE_FOR_MS) return true;
  try {
    const response = await fetch(manifestUrl, { method: 'HEAD' });
    if (!response.ok) return false;
    answeredAt.set(manifestUrl, Date.now());
    return true;
  } catch {
    answeredAt.delete(manifestUrl);
    return false;
  }
}

export function serverBuildOf(manifestUrl: string): Promise<RemoteServerBuild | null> {
  let build = builds.get(manifestUrl);
  if (!build) {
    build = loadServerBuild(manifestUrl);
    builds.set(manifestUrl, build);
    // A failed load is retried by a later page, not cached.
    build.catch(() => builds.delete(manifestUrl));
    for (const url of [...builds.keys()].slice(0, Math.max(0, builds.size - KEPT_VERSIONS)))
      builds.delete(url);
  }
  return build;
}

/**
 * Loads the current versions' server builds ahead of the first page (errors: a page retries);
 * settles when every load has, so a starting shop can wait for it.
 */
export async function warmServerBuilds(manifestUrls: readonly string[]): Promise<void> {
  await Promise.allSettled(manifestUrls.map((url) => serverBuildOf(url)));
}

export interface SlotRequest {
  owner: string;
  manifestUrl: string | undefined;
  route: RouteState;
  storefront: StorefrontState;
  apiOrigin: string;
  pageOrigin: string;
  budgetMs?: number;
  /** The shell's own pages' renderer (its Node build), for the routes the shell owns. */
  shellPages?: RenderPage | null;
  /** The visitor sent no session cookie: a private page that is then the same for all is served. */
  sessionless?: boolean;
  /** The visitor's versions of every remote: the owners of the pieces a slot shows (ADR 43). */
  manifests?: Partial<Record<string, string>>;
}

/** A remote version's server build, once its origin answers (null: it has none). */
async function remoteServerBuild(owner: string, manifestUrl: string) {
  const [build, up] = await Promise.all([serverBuildOf(manifestUrl), originAnswers(manifestUrl)]);
  if (!up)
    throw new Error(errorText(SHELL_ERRORS.ORIGIN_DOWN, `${owner}'s origin does not answer`));
  return build;
}

/**
 * The owner's server render within the budget, or null: no server build, a private page,
 * the remote down, slow or throwing — then the slot is rendered in the browser as before.
 * The shell's own pages come from its own Node build, under the same budget and fallback;
 * their styles are the shell's, linked with the chrome's.
 */
export async function renderSlot(request: SlotRequest): Promise<SlotRender | null> {
  return (await slotOutcome(request)).slot;
}

/**
 * renderSlot's answer, and whether a null slot is a fallback (the render failed or was late)
 * rather than a page that is not server-rendered: a fallback page is never cached (ADR 30).
 */
async function slotOutcome(
  request: SlotRequest,
): Promise<{ slot: SlotRender | null; fellBack: boolean }> {
  const { owner, manifestUrl, route, storefront, shellPages } = request;
  const none = { slot: null, fellBack: false };
  if (CLIENT_ONLY_OWNERS.has(owner) && !(request.sessionless && servedWhenSessionless(route)))
    return none;
  if (owner === 'shell' ? !shellPages : !manifestUrl) return none;
  const budgetMs = request.budgetMs ?? SERVER_RENDER_BUDGET_MS;
  const controller = new AbortController();
  const started = Date.now();
  try {
    // The first load of a version continues after the budget, so the next page gets it.
    const build =
      owner === 'shell' && shellPages
        ? { renderPage: shellPages, css: [], js: [], lazyJs: [] }
        : await timeout(
            remoteServerBuild(owner, manifestUrl as string),
            budgetMs,
            `loading ${owner}/server`,
          );
    if (!build) return none;
    const left = budgetMs - (Date.now() - started);
    const rendering = build.renderPage({
      route,
      storefront,
      apiOrigin: request.apiOrigin,
      fetch: apiFetch,
      pageOrigin: request.pageOrigin,
      signal: controller.signal,
    });
    const result = await timeout(rendering, Math.max(left, 1), `${owner} server render`);
    const filled = await fillPieces(result.html, request, {
      budgetMs: budgetMs - (Date.now() - started),
      signal: controller.signal,
    });
    return {
      slot: {
        ...result,
        html: filled.html,
        owner: owner as RouteOwner,
        ...(build.container ? { container: build.container } : {}),
        css: build.css,
        js: [...build.js, ...namedChunkUrls(build.lazyJs, result.chunks)],
        ...(filled.pieces.length > 0 ? { pieces: filled.pieces } : {}),
      },
      // A piece left to the browser still serves the page, but not from the cache.
      fellBack: filled.leftOut,
    };
  } catch (error) {
    controller.abort();
    const reason = expectedFailureText(error);
    if (reason !== null)
      logWarning(SHELL_ERRORS.SLOT_LEFT_TO_BROWSER, `${owner} slot left to the browser: ${reason}`);
    else logError(SHELL_ERRORS.SLOT_LEFT_TO_BROWSER, `${owner} slot left to the browser:`, error);
    return { slot: null, fellBack: true };
  }
}

/** A place a render left for another remote's piece (RemoteComponent's `served`), still empty. */
const PIECE_PLACE = new RegExp(
  `<div ${PIECE_ATTRIBUTE}="([^"]+)" ${PIECE_PROPS_ATTRIBUTE}="([^"]*)"></div>`,
  'g',
);

const unescapeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Fills the places a slot's render left for other remotes' pieces (ADR 43) with each piece's
 * owner's `renderPiece`, within what is left of the budget and all at once. A piece that cannot
 * be rendered (its owner down, slow, older or throwing) keeps its empty place: the browser
 * renders it there, as on a page rendered in the browser (`leftOut`).
 */
async function fillPieces(
  html: string,
  request: SlotRequest,
  { budgetMs, signal }: { budgetMs: number; signal: AbortSignal },
): Promise<{ html: string; pieces: NonNullable<SlotRender['pieces']>; leftOut: boolean }> {
  const places = [...html.matchAll(PIECE_PLACE)];
  if (places.length === 0) return { html, pieces: [], leftOut: false };
  const rendered = await Promise.all(
    places.map(async ([place, piece = '', propsText = '']) => {
      const slash = piece.indexOf('/');
      const remote = piece.slice(0, slash);
      const manifestUrl = request.manifests?.[remote];
      try {
        if (!manifestUrl) throw new Error(`${remote} is not deployed`);
        const build = await timeout(
          remoteServerBuild(remote, manifestUrl),
          Math.max(budgetMs, 1),
          `loading ${remote}/server`,
        );
        if (!build?.renderPiece) throw new Error(`${remote}/server renders no pieces`);
        const result = await timeout(
          build.renderPiece({
            route: request.route,
            storefront: request.storefront,
            apiOrigin: request.apiOrigin,
            fetch: apiFetch,
            pageOrigin: request.pageOrigin,
            signal,
            expose: piece.slice(slash + 1),
            props: JSON.parse(unescapeAttribute(propsText)) as Record<string, unknown>,
          }),
          Math.max(budgetMs, 1),
          `${piece} server render`,
        );
        return {
          place,
          filled: place.replace('></div>', `>${result.html}</div>`),
          piece: { piece, remote: build.container ?? remote, data: result.data, css: build.css },
        };
      } catch (error) {
        const reason = expectedFailureText(error) ?? String(error);
        logWarning(SHELL_ERRORS.SLOT_LEFT_TO_BROWSER, `${piece} left to the browser: ${reason}`);
        return { place, filled: place, piece: null };
      }
    }),
  );
  let filledHtml = html;
  for (const { place, filled } of rendered) filledHtml = filledHtml.replace(place, () => filled);
  return {
    html: filledHtml,
    pieces: rendered.flatMap(({ piece }) => (piece ? [piece] : [])),
    leftOut: rendered.some(({ piece }) => piece === null),
  };
}

/** The shell's own Node build (dist/server/chrome.js): its chrome and its own pages. */
interface ShellServerBuild {
  renderChrome: (
    route: RouteState,
    storefront: StorefrontState,
  ) => { header: string; footer: string };
  /** Absent from a build made before the shell's pages were server-rendered. */
  renderPage?: RenderPage;
}

const shellBuilds = new Map<string, ShellServerBuild | null>();

export function shellServerBuildOf(distDir: string): ShellServerBuild | null {
  if (!shellBuilds.has(distDir)) {
    const file = join(distDir, 'server', 'chrome.js');
    let build: ShellServerBuild | null = null;
    if (existsSync(file)) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output, loaded at run time
      build = require(file) as ShellServerBuild;
    }
    shellBuilds.set(distDir, build);
  }
  return shellBuilds.get(distDir) ?? null;
}

/**
 * `<` escaped: no value can close the script element. The replace runs only when there is a
 * `<`: a listing's data is some 200 KB of text, and every copy of it is garbage (issue #22).
 */
const scriptJson = (value: unknown) => {
  const json = JSON.stringify(value);
  return json.includes('<') ? json.replace(/</g, '\\u003c') : json;
};

/**
 * Where joinBytes writes a page before copying it out: one per process, grown as pages need,
 * reused by every page (the join is synchronous, so no two pages use it at once).
 */
let joinScratch = Buffer.allocUnsafeSlow(0);

/**
 * The UTF-8 bytes of `pieces` one after another, in a buffer of their length. A page is joined
 * here rather than as a string: a joined page is a ~650 KB string (two bytes a character once
 * there is Cyrillic in it) that the garbage collector has to reclaim from its large-object
 * space, and with a few such strings per miss it ran a full collection every ~25 misses
 * (issue #22). Each piece is written where three bytes a character fit after it: V8 then
 * encodes without measuring first or checking room per character, about twice as fast as
 * into a buffer of the exact length (0.19 against 0.40 ms a listing).
 */
export function joinBytes(pieces: readonly string[]): Buffer {
  let at = 0;
  for (const piece of pieces) {
    const room = at + piece.length * 3;
    if (joinScratch.length < room) {
      const grown = Buffer.allocUnsafeSlow(Math.max(room, joinScratch.length * 2));
      joinScratch.copy(grown, 0, 0, at);
      joinScratch = grown;
    }
    at += joinScratch.write(piece, at);
  }
  const bytes = Buffer.allocUnsafe(at);
  joinScratch.copy(bytes, 0, 0, at);
  return bytes;
}

export interface Composition {
  chrome: { header: string; footer: string } | null;
  slot: SlotRender | null;
  layout: string;
  /** The shell's own style sheets (its chrome's CSS), so the served header is styled. */
  shellCss: string[];
  /** Sheet URL -> its text, for the sheets to inline (the others are linked). */
  inlineCss?: ReadonlyMap<string, string>;
}

/**
 * A part of the template to be replaced: [start, end) by `text`, kept in pieces so that a
 * large one (the slot's markup, its data) is never copied into a string with the others.
 */
interface Edit {
  start: number;
  end: number;
  text: string[];
}

/** The first match of `pattern` in `html` as an edit, its text made from the match's groups. */
function editAt(
  html: string,
  pattern: RegExp,
  text: (...groups: string[]) => string[],
): Edit | null {
  const match = pattern.exec(html);
  return match
    ? { start: match.index, end: match.index + match[0].length, text: text(...match.slice(1)) }
    : null;
}

/**
 * Puts the rendered chrome and slot into the page template, and `headEnd` (the caller's own
 * hints) last into its head: the page's UTF-8 bytes. Every place is found in the template,
 * which is small, and the page is joined once, into bytes: the slot's markup and data (a
 * listing's are some 250 KB) are copied once, not by a replace per place, and never into one
 * string (issue #22).
 */
export function composePage(
  html: string,
  { chrome, slot, layout, shellCss, inlineCss }: Composition,
  headEnd?: string,
): Buffer {
  const edits: (Edit | null)[] = [
    editAt(html, /<body([^>]*?)data-layout="?[^"\s>]*"?/, (attributes = '') => [
      `<body${attributes}data-layout="${escapeHtml(layout)}"`,
    ]),
  ];
  const head: string[] = [];
  // The slot's data block, last in the head: kept out of the join of the small head parts.
  const data: string[] = [];
  if (chrome || slot?.owner === 'shell') {
    head.push(...shellCss.map((href) => styleElement(href, inlineCss?.get(href))));
  }
  if (chrome) {
    edits.push(
      editAt(html, /(<div id="?shell-header"?>)\s*(<\/div>)/, (open = '', close = '') => [
        open,
        chrome.header,
        close,
      ]),
      editAt(html, /(<div id="?shell-footer"?>)\s*(<\/div>)/, (open = '', close = '') => [
        open,
        chrome.footer,
        close,
      ]),
    );
  }
  if (slot) {
    // The name the owner's browser code looks for its markup and data by (its container's).
    const container = escapeHtml(slot.container ?? slot.owner);
    head.push(
      ...slot.css.map((href) => styleElement(href, inlineCss?.get(href), { remote: container })),
      ...(slot.pieces ?? []).flatMap(({ remote, css }) =>
        css.map((href) => styleElement(href, inlineCss?.get(href), { remote })),
      ),
      // Each piece's data, for its hydration in place (RemoteComponent).
      ...(slot.pieces ?? []).map(
        ({ piece, data }) =>
          `<script id="${pieceDataId(piece)}" type="application/json">${scriptJson(data)}</script>`,
      ),
      // Needed for hydration, which starts after the first paint: not before the page's photo.
      ...slot.js.map(
        (href) =>
          `<link rel="preload" as="script" href="${escapeHtml(href)}" fetchpriority="low" />`,
      ),
      slot.head,
      // A data block: never run, so the page's script policy (hashes, ADR 30) needs nothing of it.
      `<script id="shop-ssr-data-${container}" type="application/json">`,
    );
    data.push(scriptJson(slot.data), '</script>');
    edits.push(
      editAt(html, /(<main[^>]*id="?shell-main"?[^>]*)>\s*(<\/main>)/, (open = '', close = '') => [
        `${open} data-ssr-owner="${container}">`,
        slot.html,
        close,
      ]),
    );
  }
  const headText = [
    ...(head.length > 0 ? [head.join('\n    '), ...data, '\n  '] : []),
    ...(headEnd !== undefined ? [headEnd, '\n  '] : []),
  ];
  const headClose = html.indexOf('</head>');
  if (headText.length > 0 && headClose !== -1)
    edits.push({ start: headClose, end: headClose, text: headText });
  const pieces: string[] = [];
  let at = 0;
  for (const edit of edits
    .filter((edit): edit is Edit => edit !== null)
    .sort((a, b) => a.start - b.start)) {
    pieces.push(html.slice(at, edit.start), ...edit.text);
    at = edit.end;
  }
  pieces.push(html.slice(at));
  return joinBytes(pieces);
}

/**
 * The shell's start-up style sheets (its chrome's), linked so the served chrome is styled;
 * the popups' sheets load with the popups (not render-blocking on every page).
 */
function shellCssOf(distDir: string): string[] {
  return bootAssetsOf(distDir).css.map((file) => `/${file}`);
}

export interface ServerRenderContext {
  distDir: string;
  url: string;
  storefront: Storefront;
  /**
   * The currency the page's prices are in: the visitor's (storefrontCurrency of the geolocation
   * cookie's country), else the storefront's. With the URL and the storefront it is all that
   * makes one served page differ from another: a page cache keys on the three.
   */
  currency?: CurrencyCode;
  owner: string;
  manifestUrl: string | undefined;
  apiOrigin: string;
  pageOrigin: string;
  budgetMs?: number;
  /** The visitor sent no session cookie (the cart is then served empty, ADR 43). */
  sessionless?: boolean;
  /** The visitor's versions of every remote, for the pieces a slot shows. */
  manifests?: Partial<Record<string, string>>;
}

export interface ServerRenderedPage {
  /** The page's UTF-8 bytes. */
  body: Buffer;
  /** A part that is server-rendered fell back to the browser (failed or late): not cached. */
  fellBack: boolean;
}

/** What a page's server render made: the parts composePage puts into a template. */
export interface RenderedParts {
  composition: Composition;
  /** A part that is server-rendered fell back to the browser (failed or late): not cached. */
  fellBack: boolean;
}

/**
 * The chrome and the owner's slot of a page, rendered (whatever of them could be): the page's
 * status and blocking were decided before and do not change.
 */
export async function renderPageParts(context: ServerRenderContext): Promise<RenderedParts> {
  const queryStart = context.url.indexOf('?');
  const location = {
    pathname: queryStart === -1 ? context.url : context.url.slice(0, queryStart),
    search: queryStart === -1 ? '' : context.url.slice(queryStart),
  };
  const { route } = resolveRoute(location, context.storefront);
  const storefront = storefrontStateOf(context.storefront, context.currency);
  const shellBuild = shellServerBuildOf(context.distDir);
  const { slot, fellBack } = await slotOutcome({
    owner: route.owner,
    manifestUrl: context.manifestUrl,
    route,
    storefront,
    apiOrigin: context.apiOrigin,
    pageOrigin: context.pageOrigin,
    ...(context.budgetMs ? { budgetMs: context.budgetMs } : {}),
    shellPages: shellBuild?.renderPage ?? null,
    sessionless: context.sessionless === true,
    ...(context.manifests ? { manifests: context.manifests } : {}),
  });
  let chrome: { header: string; footer: string } | null = null;
  let chromeFailed = false;
  try {
    chrome = shellBuild?.renderChrome(route, storefront) ?? null;
  } catch (error) {
    chromeFailed = true;
    // The chrome needs no data: its render failing is a bug, worth its stack.
    logError(SHELL_ERRORS.CHROME_RENDER_FAILED, 'chrome left to the browser:', error);
  }
  const shellCss = shellCssOf(context.distDir);
  const inlineCss = await inlinableStyles(
    [
      ...(chrome || slot?.owner === 'shell' ? shellCss : []),
      ...(slot?.css ?? []),
      ...(slot?.pieces ?? []).flatMap(({ css }) => css),
    ],
    context.distDir,
  );
  return {
    composition: { chrome, slot, layout: route.layout, shellCss, inlineCss },
    fellBack: fellBack || chromeFailed,
  };
}

/** The served page (bytes) with the chrome and the owner's slot rendered into `html`, the template. */
export async function serverRenderPage(
  html: string,
  context: ServerRenderContext,
): Promise<ServerRenderedPage> {
  const { composition, fellBack } = await renderPageParts(context);
  return { body: composePage(html, composition), fellBack };
}
