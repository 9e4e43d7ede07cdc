import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { REQUEST_ID_LOG_LABEL, jsonLoggerOptions } from '@shop/error-codes/logs';
import { reportRequestError } from '@shop/error-codes/node';
import { logWarning } from '@shop/error-codes';
import { SHELL_ERRORS } from '../src/error-codes';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, genRequestId, registerApiProxy } from './api-proxy';
import { registerCompression } from './compression';
import {
  REQUEST_TIMEOUT_MS,
  SESSION_COOKIE,
  type CurrencyCode,
  type RemoteName,
  type Storefront,
} from '@shop/types';
import { matchRoute } from '@shop/routes';
import {
  cookieValue,
  DEFAULT_STOREFRONT_DOMAINS,
  geolocationCountry,
  linkHostsOf,
  parseStorefrontDomains,
  storefrontCurrency,
  storefrontFromHost,
} from '@shop/storefront';
import {
  attributionCookie,
  attributionFor,
  defineClickIdKeys,
  DEFAULT_CLICK_ID_KEYS,
  type ClickIdKeys,
} from './attribution';
import { pageExists } from './page-exists';
import { decidePage, type PageDecision } from './page-status';
import {
  bootAssetsOf,
  bootPreloadHints,
  inlineRegistryScript,
  localizeHead,
  mapTilesMeta,
  startScriptsAfterFirstPaint,
} from './page-head';
import { inlineScriptHashes, originsOf, pageSecurityHeaders } from './security-headers';
import { withEarlyTapCapture } from './early-tap-capture';
import {
  composePage,
  originAnswers,
  renderPageParts,
  SERVER_RENDER_BUDGET_MS,
  servedWhenSessionless,
  serverRenderPage,
  warmServerBuilds,
} from './server-render';
import { PageCache, type RenderedPage } from './page-cache';
import { pageCacheKey, sendPage } from './page-cache-reply';
import { catalogStampOf } from './catalog-stamp';
import { currentManifests, fileRegistryStore, type RegistryStore } from './registry-store';
import {
  companionPreloadHints,
  localePreloadHints,
  ownerAppPreloadHints,
  remotePreloadHints,
} from './locale-preload';
import { pageOriginOf } from './page-origin';
import { isSourceMap } from './source-maps';
import { sendStartingPage, type StartingGate } from './starting-gate';
import { ClientBeacons, knownInRegistry, registerClientBeacons } from './client-beacons';
import { errorReportingMeta, registerErrorTunnel } from './error-tunnel';
import { registerCanaryWatch, visitorChoice } from './canary-edge';
import { allServedManifests } from './canary';
import type { CanaryPolicy } from './canary-policy';
import {
  budgetFallbacks,
  labelRoute,
  observeBeacons,
  observePageCache,
  registerRequestMetrics,
  renderTurnWait,
  serverRenderDuration,
} from './metrics';
import { RenderTurns } from './render-turns';

export interface ShellServerOptions {
  distDir: string;
  /** The registry's JSON file, read when no `registry` store is given. */
  registryFile: string;
  /**
   * Where the registry lives (ADR 31): a PostgreSQL store several shells share
   * (registryStoreFromEnv). Default: the file store of registryFile. Its caller closes it.
   */
  registry?: RegistryStore;
  /** Where /api/* is proxied to, e.g. http://127.0.0.1:8090 */
  apiOrigin: string;
  defaultStorefront?: Storefront;
  logger?: boolean;
  /**
   * Front proxies (load balancers) whose X-Forwarded-For/-Host/-Proto this edge believes:
   * addresses, CIDR ranges or names such as 'loopback'. Empty (default): the socket's peer
   * is the client. SHOP_TRUSTED_PROXIES, comma-separated, in scripts/lib/shop.ts.
   */
  trustedProxies?: string[];
  /** How long the API may take before a visitor gets a 504 (default 15 s). */
  apiTimeoutMs?: number;
  /**
   * A request must arrive whole within this (ms), and a connection may be silent no longer;
   * else 408 / closed (default REQUEST_TIMEOUT_MS, as the API's).
   */
  requestTimeoutMs?: number;
  /**
   * Map tile URL template for the pickup-point map (SHOP_MAP_TILES), e.g.
   * https://tiles.example/{z}/{x}/{y}.png; unset, the map draws points without tiles.
   */
  mapTiles?: string;
  /** Ad-click identifier parameters and the attribution they earn (default: DEFAULT_CLICK_ID_KEYS). */
  clickIdKeys?: ClickIdKeys;
  /**
   * Render the chrome and the route owner's page into the served HTML (ADR 13); off, every
   * page is rendered in the browser. On in scripts/lib/shop.ts unless SHOP_SSR=0.
   */
  serverRender?: boolean;
  /** The owner's server render budget (default 300 ms); past it the browser renders the slot. */
  serverRenderBudgetMs?: number;
  /**
   * Server renders this process runs at once (default 2, render-turns.ts); the others wait
   * their turn (render-turns.ts).
   */
  serverRenderTurns?: number;
  /**
   * The cache of served pages (ADR 30); default: a PageCache of its default bounds and ages.
   * A test passes its own (a clock, small bounds) to look into it; false renders every page
   * (SHOP_PAGE_CACHE=0 in scripts/lib/shop.ts: to measure a render, or to rule the cache out).
   */
  pageCache?: PageCache | false;
  /**
   * Taps on a served page's controls before it hydrates are held and replayed (ADR 29). On
   * unless false (SHOP_EARLY_TAPS=0 in scripts/lib/shop.ts, to show what is lost without it).
   */
  earlyTapCapture?: boolean;
  /**
   * The storefront domain map (`ru-host=en-host,…`): pages' absolute links name only its
   * hosts. Default: the API's own SHOP_API_STOREFRONT_DOMAINS, so the two never disagree.
   */
  storefrontDomains?: string;
  /**
   * While the shop starts (scripts/lib/shop.ts): pages and /api calls answer "the shop is
   * starting" (503) until the gate opens. Unset: every request is served at once.
   */
  startingGate?: StartingGate;
  /**
   * Browsers' beacons counted per remote version (client-beacons.ts, ADR 32): pass one to read
   * it elsewhere (the canary watch); default, a table of this server's own.
   */
  clientBeacons?: ClientBeacons;
  /**
   * The browser's error-reporting DSN (SHOP_SENTRY_BROWSER_DSN): pages name it and the edge
   * forwards the SDK's envelopes to it (error-tunnel.ts, ADR 32). Unset: nothing is loaded or sent.
   */
  browserErrorDsn?: string;
  /** When the shell rolls a canary back by itself (ADR 33); default from SHOP_CANARY_*. */
  canaryPolicy?: CanaryPolicy;
}

/** What a served page is rendered from: the request's parts its key names (ADR 30). */
interface PageRequest {
  decision: Extract<PageDecision, { kind: 'page' }>;
  manifests: Partial<Record<RemoteName, string>>;
  currency: CurrencyCode;
  pageOrigin: string;
  url: string;
  https: boolean;
  /** On a page served only to a visitor without a session (the empty cart): whether this one is. */
  sessionless?: boolean;
}

/** Whether the request carries the API's session cookie (any value: the API judges it). */
function hasSession(cookies: string | undefined): boolean {
  return cookieValue(cookies, SESSION_COOKIE) !== undefined;
}

const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css)$/;

/** Pages a starting shop renders before it opens: the home page and the catalog, both storefronts. */
const WARM_UP_PAGES = ['/', '/catalog'];
/** Their budget: no visitor waits for them (the gate does), and a cold render may take seconds. */
const WARM_UP_BUDGET_MS = 15_000;

/** The shell's production server: pages, static assets, /remotes.json and the /api proxy. */
export async function buildShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  const { distDir, registryFile, apiOrigin, defaultStorefront = 'ru' } = options;
  const registry = options.registry ?? fileRegistryStore(registryFile);
  const trustedProxies = options.trustedProxies ?? [];
  // A key clashing with the reserved attribution keys stops the server here (docs/product/05-validation.md#qr-codes-and-click-id-keys).
  const clickIdKeys = defineClickIdKeys(options.clickIdKeys ?? DEFAULT_CLICK_ID_KEYS);
  // A malformed map, or one without a plain host per storefront, stops the server here.
  const linkHosts = linkHostsOf(
    parseStorefrontDomains(
      options.storefrontDomains ??
        process.env.SHOP_API_STOREFRONT_DOMAINS ??
        DEFAULT_STOREFRONT_DOMAINS,
    ),
  );
  // The shell is the edge: request.ip/host/protocol come from the socket, or from a
  // configured front proxy's headers, never from whatever a client sends.
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    // One JSON object per line, with the request id it gives the call to the API (ADR 32).
    logger: options.logger ? jsonLoggerOptions({ service: 'shell' }) : false,
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    // Off by default in Fastify: a body that stalls would hold its connection forever.
    requestTimeout,
    connectionTimeout: requestTimeout,
    // Node looks for overdue requests every 30 s by default; this closes them near their time-out.
    http: { connectionsCheckingInterval: Math.min(1000, requestTimeout) },
    trustProxy: trustedProxies.length > 0 ? trustedProxies : false,
    genReqId: genRequestId,
  });
  // Counts and latency by route and status for /metrics (metrics.ts, ADR 32).
  registerRequestMetrics(app);
  // No answer of this server is ever to be sniffed into another content type.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  const indexTemplate = () => readFileSync(join(distDir, 'index.html'), 'utf8');
  const pageCache =
    options.pageCache === false
      ? null
      : (options.pageCache ??
        new PageCache({
          catalogStamp: catalogStampOf(apiOrigin, {
            // A remote origin going down (or coming back) changes what a page is rendered as.
            alsoRead: async () => {
              const manifests = allServedManifests(await registry.read());
              const up = await Promise.all(manifests.map(originAnswers));
              return up.map((answers) => (answers ? 'u' : 'd')).join('');
            },
            onError: (message) => logWarning(SHELL_ERRORS.CATALOG_STAMP_UNREADABLE, message),
          }),
        }));
  // Its hits and misses on /metrics (ADR 32).
  if (pageCache) {
    const unobservePageCache = observePageCache(() => pageCache.stats());
    app.addHook('onClose', async () => void unobservePageCache());
  }
  // A page that took longer than the slot's budget is served but not kept (ADR 30).
  const renderBudgetMs = options.serverRenderBudgetMs ?? SERVER_RENDER_BUDGET_MS;
  const renderTurns = new RenderTurns(options.serverRenderTurns);

  await registerCompression(app);
  const gate = options.startingGate;
  await registerApiProxy(app, {
    apiOrigin,
    defaultStorefront,
    ...(options.apiTimeoutMs ? { apiTimeoutMs: options.apiTimeoutMs } : {}),
    ...(gate ? { isOpen: gate.isOpen } : {}),
  });
  // preCompressed: reply.sendFile picks the build's .br/.gz by Accept-Encoding.
  await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true });

  app.get('/remotes.json', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // The visitor's own versions: a canary visitor's page and its registry checks agree (ADR 33).
    return visitorChoice(request, reply, await registry.read()).manifests;
  });

  app.get('/health', async () => ({ ok: true }));

  // Page views, boundary errors and load failures per remote version, from the browsers.
  const beacons = options.clientBeacons ?? new ClientBeacons();
  registerClientBeacons(app, {
    beacons,
    isKnownVersion: knownInRegistry(() => registry.read()),
  });
  const unobserve = observeBeacons(beacons);
  app.addHook('onClose', async () => void unobserve());
  // The browser SDK's reports, forwarded to the DSN's project (ADR 32).
  registerErrorTunnel(app, options.browserErrorDsn);
  // This server's own failures, with the request id (no-op without SHOP_SENTRY_DSN).
  app.addHook('onError', async (request, reply, error) => {
    if (((error as { statusCode?: number }).statusCode ?? reply.statusCode) >= 500)
      reportRequestError(error, request);
  });
  // Rolls a failing canary back by itself, from these counts (ADR 33).
  registerCanaryWatch(app, {
    registry,
    beacons,
    ...(options.canaryPolicy ? { policy: options.canaryPolicy } : {}),
  });

  // The first page should not pay for loading the remotes' server builds.
  if (options.serverRender)
    app.addHook('onReady', async () => {
      const warming = warmServerBuilds(allServedManifests(await registry.read()));
      // A starting shop opens once they are loaded; a running one serves pages meanwhile.
      gate?.include(warming);
    });
  // The first renders against a fresh API take over the budget (its caches and the renderers'
  // code are cold): a starting shop makes them itself, so a visitor's first page is served.
  const warmUpRenders = async () => {
    const manifests = currentManifests(await registry.read());
    return Promise.allSettled(
      WARM_UP_PAGES.flatMap((url) => {
        const owner = matchRoute(url)?.route.owner ?? 'shell';
        return (['ru', 'en'] as const).map((storefront) =>
          serverRenderPage(indexTemplate(), {
            distDir,
            url,
            storefront,
            owner,
            manifestUrl: owner === 'shell' ? undefined : manifests[owner],
            apiOrigin,
            // The result is dropped: its absolute links need no real origin.
            pageOrigin: 'http://localhost',
            budgetMs: WARM_UP_BUDGET_MS,
          }),
        );
      }),
    );
  };
  if (options.serverRender && gate) gate.whenApiUp(warmUpRenders);

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const relative = normalize(decodeURIComponentSafe(pathname)).replace(/^([/\\])+/, '');
    const file = join(distDir, relative);
    if (
      relative &&
      extname(relative) &&
      // The shell's Node build (its chrome renderer) is for this server, not for browsers.
      !relative.startsWith(`server${sep}`) &&
      !isSourceMap(relative) &&
      file.startsWith(distDir + sep) &&
      existsSync(file) &&
      statSync(file).isFile()
    ) {
      labelRoute(request, 'asset');
      const immutable = HASHED_ASSET.test(relative);
      return reply.sendFile(relative, {
        maxAge: immutable ? '365d' : 0,
        immutable,
        cacheControl: true,
      });
    }
    if (extname(relative) && relative !== '') {
      labelRoute(request, 'asset');
      return reply
        .code(404)
        .type('application/json')
        .send({ error: { code: 'NOT_FOUND', message: 'No such file' } });
    }
    if (gate && !(await gate.isOpen())) {
      return sendStartingPage(
        request,
        reply,
        storefrontFromHost(request.hostname, defaultStorefront),
      );
    }
    const decision = decidePage(request.hostname, request.url, defaultStorefront);
    labelRoute(request, decision.kind === 'redirect' ? 'redirect' : decision.routeName);
    const queryStart = request.url.indexOf('?');
    const attribution =
      queryStart === -1
        ? null
        : attributionFor(new URLSearchParams(request.url.slice(queryStart + 1)), clickIdKeys);
    if (attribution) {
      reply.header('set-cookie', attributionCookie(attribution, request.protocol === 'https'));
    }
    if (decision.kind === 'redirect') return reply.redirect(decision.location, 302);
    // The visitor's own versions (a canary's visitors get it, ADR 33): the cache key below names them.
    const visitor = visitorChoice(request, reply, await registry.read());
    const { manifests } = visitor;
    const page: PageRequest = {
      decision,
      manifests,
      // Prices follow the visitor's country, as the cart's do (docs/product/01-product.md#currency-by-country, docs/product/09-constants.md#money-and-amounts: the UAE in AED).
      currency: storefrontCurrency(decision.storefront, geolocationCountry(request.headers.cookie)),
      pageOrigin: pageOriginOf(request, linkHosts[decision.storefront], trustedProxies.length > 0),
      url: request.url,
      https: request.protocol === 'https',
      ...(servedWhenSessionless({ name: decision.routeName })
        ? { sessionless: !hasSession(request.headers.cookie) }
        : {}),
    };
    // The page is the same for every visitor of its key (ADR 30): kept, and rendered once per key.
    const key = pageCacheKey({
      storefront: decision.storefront,
      pageOrigin: page.pageOrigin,
      url: request.url,
      currency: page.currency,
      registryVersion: JSON.stringify(manifests),
      ...(page.sessionless === undefined ? {} : { sessionless: page.sessionless }),
    });
    const answer = pageCache
      ? await pageCache.serve(key, () => renderServedPage(page))
      : { page: await renderServedPage(page), state: 'bypass' as const };
    return sendPage(request, reply, pageCache, answer, attribution !== null || visitor.cookieSet);
  });

  /**
   * A page as every visitor of its key gets it: status, security headers and HTML, and
   * whether the cache may keep it (not a fallback, not over the render budget).
   */
  const renderServedPage = async (request: PageRequest): Promise<RenderedPage> => {
    const { decision, manifests } = request;
    const renderStarted = performance.now();
    // An unknown designer, category, trend or product is a 404 (asked beside the render).
    const exists =
      decision.status === 200
        ? pageExists(decision.routeName, decision.params, {
            apiOrigin,
            storefront: decision.storefront,
          })
        : Promise.resolve(true);
    const ownerManifest = decision.owner === 'shell' ? undefined : manifests[decision.owner];
    const template = localizeHead(indexTemplate(), decision.storefront, decision.routeName)
      .replace(
        '<head>',
        `<head>\n    <meta name="shop:default-storefront" content="${defaultStorefront}" />` +
          mapTilesMeta(options.mapTiles) +
          errorReportingMeta(options.browserErrorDsn) +
          // Only the storefront's message chunks are loaded: announced with the rest (ADR 18).
          (await localePreloadHints(distDir, ownerManifest, decision.storefront)),
      )
      .replace('</head>', `${inlineRegistryScript(manifests)}\n  </head>`);
    // A render waits its turn for at most half its budget and has the rest of it: a page is
    // still answered within the budget, with its slot left to the browser if it must.
    const turn = options.serverRender
      ? await renderTurns.run(renderBudgetMs / 2, (waitedMs) =>
          renderPageParts({
            distDir,
            url: request.url,
            storefront: decision.storefront,
            currency: request.currency,
            owner: decision.owner,
            manifestUrl: ownerManifest,
            apiOrigin,
            pageOrigin: request.pageOrigin,
            budgetMs: renderBudgetMs - waitedMs,
            sessionless: request.sessionless === true,
            manifests,
          }),
        )
      : null;
    const rendered = turn?.value ?? null;
    const waitedMs = turn?.waitedMs ?? 0;
    // A page served with its content paints first and starts its scripts after (ADR 13).
    const served = rendered?.composition.slot != null;
    if (options.serverRender) {
      renderTurnWait.observe(turn ? waitedMs / 1000 : renderBudgetMs / 2000);
      serverRenderDuration.observe(
        { owner: decision.owner, outcome: served ? 'served' : 'browser' },
        (performance.now() - renderStarted) / 1000,
      );
      if (!served) budgetFallbacks.inc({ owner: decision.owner });
    }
    const hints =
      remotePreloadHints(ownerManifest, served) +
      (served ? '' : await ownerAppPreloadHints(ownerManifest)) +
      bootPreloadHints(bootAssetsOf(distDir), served ? 'low' : 'high') +
      // A served page's companions are in its markup with their data: only their files come.
      (await companionPreloadHints(
        decision.companions,
        manifests,
        decision.storefront,
        API_PREFIX,
        {
          reads: !served,
        },
      ));
    // The shell's own markup and scripts: changed in the template, which is small, before the
    // rendered parts go in (composePage joins the page once, issue #22).
    const startsLater = served ? startScriptsAfterFirstPaint(template) : template;
    // Its controls show before they are hydrated: taps meanwhile are held (ADR 29).
    const shellMarkup =
      served && options.earlyTapCapture !== false ? withEarlyTapCapture(startsLater) : startsLater;
    const page = rendered
      ? composePage(shellMarkup, rendered.composition, hints)
      : Buffer.from(shellMarkup.replace('</head>', `${hints}\n  </head>`));
    const status = (await exists) ? decision.status : 404;
    const headers = pageSecurityHeaders(
      {
        remoteOrigins: originsOf(Object.values(manifests)),
        // The shell's inline scripts by hash, as the page is the same for every visitor (ADR 30);
        // only the shell's: a script in a rendered slot or chrome is never allowed to run.
        scriptHashes: inlineScriptHashes(shellMarkup + hints),
        ...(options.mapTiles ? { tileOrigin: originsOf([options.mapTiles])[0] } : {}),
      },
      request.https,
    );
    // Its wait for a turn is not the render's slowness: a page that waited is still kept.
    const withinBudget = performance.now() - renderStarted - waitedMs <= renderBudgetMs;
    // No turn came: nothing was rendered, so the page is not the one to keep.
    const noTurn = options.serverRender === true && turn === null;
    return {
      status,
      body: page,
      headers,
      cacheable: rendered?.fellBack !== true && withinBudget && !noTurn,
      // Kept apart from the plain addresses, in a bound made-up queries cannot outgrow.
      withQuery: request.url.includes('?'),
    };
  };

  return app;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
