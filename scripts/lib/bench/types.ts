/** The shape of bench-results/*.json: every figure of one `npm run bench`. */
import type { EarlyTapFigures } from './early-tap';

export interface BenchRoute {
  /** Short label: home, listing, product, cart. */
  name: string;
  path: string;
  /** A session cookie to load the page with (a cart with one product), else a new visitor. */
  cookie?: string;
}

export interface LighthouseFigures {
  runs: number;
  /** 0–100, median of the runs. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's CPU index of the machine, median of the runs. */
  benchmarkIndex?: number;
  /** One line per failed run (a failed run is left out of the median). */
  errors: string[];
}

export interface JsTransfer {
  requests: number;
  /** Bytes on the wire for script responses: compressed bodies plus headers. */
  transferredBytes: number;
  /** Bodies of the same script URLs requested with Accept-Encoding: gzip only. */
  gzipBytes: number;
  /** The same scripts decoded: what the wire would carry without compression. */
  decodedBytes: number;
  /** Content-Encoding of the script responses, e.g. { br: 12, gzip: 0, identity: 1 }. */
  encodings: Record<string, number>;
  error?: string;
}

export interface RouteFigures {
  route: BenchRoute;
  lighthouse: LighthouseFigures;
  js: JsTransfer;
}

export interface SharedCopies {
  /** Pages mounted in turn in one page session. */
  visited: string[];
  /** Per shared package: distinct module instances actually loaded on the page. */
  instances: Record<string, number>;
  /** Per shared package: versions present in the share scope. */
  versions: Record<string, string[]>;
  /** React renderers that registered with __REACT_DEVTOOLS_GLOBAL_HOOK__. */
  reactRenderers: number;
  rendererVersions: string[];
  /** single-spa applications that mounted during the session (from single-spa:app-change). */
  mounted: string[];
  error?: string;
}

export interface RemoteSwitch {
  label: string;
  from: string;
  /** The single-spa application whose h1 must appear. */
  target: string;
  /** Click → target h1 in the DOM → two animation frames; fresh context, empty cache. */
  coldMs: number[];
  /** Same, with the HTTP cache already warm (the remote not yet loaded in the page). */
  warmMs: number[];
  coldMedianMs: number;
  warmMedianMs: number;
  error?: string;
}

export interface ApiFigures {
  name: string;
  /** Who measured: the backend's own bench (in-process server) or the bench's autocannon run. */
  source: string;
  /** requests per second (mean), latency percentiles in ms. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  connections: number;
  durationS: number;
}

export interface ApiSection {
  results: ApiFigures[];
  errors: string[];
}

export interface BenchReport {
  startedAt: string;
  durationS: number;
  machine: {
    cpus: number;
    node: string;
    chrome: string;
    /** Fresh memory faulted in and written, MB/s (machine-check.ts). */
    memoryMBps?: number;
    /** Lighthouse's CPU index, median over every route's runs. */
    benchmarkIndex?: number;
  };
  shellUrl: string;
  productId: string | null;
  routes: RouteFigures[];
  sharedCopies: SharedCopies;
  remoteSwitches: RemoteSwitch[];
  /** The product page's buy button: painted → interactive, and a tap at paint → answered. */
  earlyTap?: EarlyTapFigures;
  api: ApiSection;
  notes: string[];
}
