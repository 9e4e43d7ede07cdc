import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RemoteName } from '@shop/types';
import { logWarning } from '@shop/error-codes';
import { SHELL_ERRORS } from '../src/error-codes';
import type { VisitorCounts } from './canary-policy';
import type { RegistryFile } from './registry-store';

/**
 * Browsers' beacons (ADR 32): per page view, which remote versions the page loaded, and the
 * errors their slots' boundaries caught and their load failures. Counted here, in this
 * process, per remote and manifest URL (the deployed version), twice: as page views and errors
 * (the shell's /metrics), and as visitors, one per client address, that loaded a version and
 * that met an error with it (the canary's judgement, ADR 33 addendum: anyone can send a beacon,
 * so a vote is worth one address, not one request). A beacon names only versions the registry
 * knows, so a visitor cannot grow the tables (or the metrics' labels) with made-up URLs.
 */

/** Where browsers send beacons (same origin, POST; text/plain or JSON). */
export const BEACON_PATH = '/_shop/beacon';
/** A beacon is a few names and URLs: anything larger is not ours (413). */
export const BEACON_BODY_LIMIT_BYTES = 4 * 1024;
/** Beacons a client address may send per window; more are answered 429 and not counted. */
export const BEACON_RATE_LIMIT = 30;
export const BEACON_RATE_WINDOW_MS = 60_000;
/** At most this many remotes named in one beacon (there are five). */
const MAX_ENTRIES = 16;

export type BeaconErrorKind = 'boundary' | 'load';

/** What a browser sends: each entry one remote version on this page view. */
export interface BeaconBody {
  /** Versions this page view loaded (counted once per page view each). */
  views?: { remote: string; manifestUrl: string }[];
  /** Errors since the last beacon, each of one remote version. */
  errors?: { remote: string; manifestUrl: string; kind: BeaconErrorKind }[];
}

/**
 * The counts of one remote version, as /metrics shows them: page views, and errors (boundary
 * errors plus load failures). The canary watch reads visitors instead (visitorsSince).
 */
export interface RemoteVersionCounts {
  remote: RemoteName;
  manifestUrl: string;
  views: number;
  errors: number;
  boundaryErrors: number;
  loadFailures: number;
}

/**
 * Client addresses remembered per version and kind, the least recently seen forgotten first:
 * bounds the memory whatever the traffic (~50 bytes an address). A canary is judged on a few
 * hundred visitors; the stable version's count since the canary started is short of the truth
 * only on a shell that saw more than this many visitors of it meanwhile, which makes its rate
 * no less reliable.
 */
export const VISITORS_REMEMBERED = 50_000;

/**
 * The client a beacon counts for: an IPv4 address, or an IPv6 address's /64, the network one
 * subscriber is given (an attacker has a whole /64 to pick addresses from, so an address within
 * it is not another visitor). `request.ip` is the balancer's forwarded address only when the
 * edge trusts it (SHOP_TRUSTED_PROXIES); otherwise the peer's.
 */
export function visitorAddress(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? before
      : [
          ...before,
          ...Array<string>(Math.max(0, 8 - before.length - after.length)).fill('0'),
          ...after,
        ];
  const network = groups.slice(0, 4).map((group) => (parseInt(group, 16) || 0).toString(16));
  return `${network.join(':')}::/64`;
}

/** When each client address was last seen, the least recently seen first (a Map keeps order). */
class LastSeen {
  private readonly seen = new Map<string, number>();

  touch(address: string, at: number): void {
    this.seen.delete(address);
    this.seen.set(address, at);
    if (this.seen.size > VISITORS_REMEMBERED) {
      const oldest = this.seen.keys().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
  }

  countSince(since: number): number {
    let count = 0;
    // Newest last: walk from the end and stop at the first one seen before `since`.
    for (const at of [...this.seen.values()].reverse()) {
      if (at < since) break;
      count += 1;
    }
    return count;
  }
}

const zero = (remote: RemoteName, manifestUrl: string): RemoteVersionCounts => ({
  remote,
  manifestUrl,
  views: 0,
  errors: 0,
  boundaryErrors: 0,
  loadFailures: 0,
});

const REMOTES: readonly RemoteName[] = [
  'catalog',
  'cart-checkout',
  'profile-auth',
  'certificates',
  'favorites',
];

const isRemote = (value: unknown): value is RemoteName =>
  typeof value === 'string' && (REMOTES as readonly string[]).includes(value);

/** Every URL a registry entry names (current, history and whatever else a deployment records). */
function urlsOf(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  if (Array.isArray(entry)) return entry.flatMap(urlsOf);
  if (entry && typeof entry === 'object') return Object.values(entry).flatMap(urlsOf);
  return [];
}

/** A version check from the registry: the remote has (or had) this manifest URL. */
export const knownInRegistry =
  (read: () => RegistryFile | Promise<RegistryFile>) =>
  async (remote: RemoteName, manifestUrl: string): Promise<boolean> =>
    urlsOf((await read())[remote]).includes(manifestUrl);

/** The in-process table of counts. One per shell server; reset only by a restart (or a test). */
export class ClientBeacons {
  private readonly table = new Map<string, RemoteVersionCounts>();
  private readonly visitors = new Map<string, { loaded: LastSeen; withErrors: LastSeen }>();

  constructor(private readonly now: () => number = Date.now) {}

  private visitorsOf(remote: RemoteName, manifestUrl: string) {
    const key = `${remote} ${manifestUrl}`;
    let seen = this.visitors.get(key);
    if (!seen) {
      seen = { loaded: new LastSeen(), withErrors: new LastSeen() };
      this.visitors.set(key, seen);
    }
    return seen;
  }

  private entry(remote: RemoteName, manifestUrl: string): RemoteVersionCounts {
    const key = `${remote} ${manifestUrl}`;
    let counts = this.table.get(key);
    if (!counts) {
      counts = zero(remote, manifestUrl);
      this.table.set(key, counts);
    }
    return counts;
  }

  /** A page view of `visitor` (a client address, visitorAddress) that loaded this version. */
  recordView(remote: RemoteName, manifestUrl: string, visitor: string): void {
    this.entry(remote, manifestUrl).views += 1;
    this.visitorsOf(remote, manifestUrl).loaded.touch(visitor, this.now());
  }

  recordError(
    remote: RemoteName,
    manifestUrl: string,
    kind: BeaconErrorKind,
    visitor: string,
  ): void {
    const counts = this.entry(remote, manifestUrl);
    counts.errors += 1;
    if (kind === 'boundary') counts.boundaryErrors += 1;
    else counts.loadFailures += 1;
    this.visitorsOf(remote, manifestUrl).withErrors.touch(visitor, this.now());
  }

  /**
   * Visitors (client addresses) seen loading this version since `since` (ms since the epoch),
   * and those of them seen meeting an error with it since then.
   */
  visitorsSince(remote: RemoteName, manifestUrl: string, since: number): VisitorCounts {
    const seen = this.visitors.get(`${remote} ${manifestUrl}`);
    return {
      visitors: seen?.loaded.countSince(since) ?? 0,
      withErrors: seen?.withErrors.countSince(since) ?? 0,
    };
  }

  /** Counts of one version (zeros when no browser reported it). */
  countsOf(remote: RemoteName, manifestUrl: string): RemoteVersionCounts {
    const counts = this.table.get(`${remote} ${manifestUrl}`);
    return counts ? { ...counts } : zero(remote, manifestUrl);
  }

  /** Every version reported since the start, optionally of one remote. */
  all(remote?: RemoteName): RemoteVersionCounts[] {
    return [...this.table.values()]
      .filter((counts) => !remote || counts.remote === remote)
      .map((counts) => ({ ...counts }));
  }
}

/** A fixed window per client (visitorAddress); the table forgets windows that ended. */
export function windowLimiter(limit: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return (key: string): boolean => {
    const at = now();
    if (windows.size > 10_000)
      for (const [old, window] of windows) if (at - window.start >= windowMs) windows.delete(old);
    const window = windows.get(key);
    if (!window || at - window.start >= windowMs) {
      windows.set(key, { start: at, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= limit;
  };
}

function parseBody(body: unknown): BeaconBody | null {
  let value = body;
  // navigator.sendBeacon with a string sends text/plain.
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { views = [], errors = [] } = value as BeaconBody;
  if (!Array.isArray(views) || !Array.isArray(errors)) return null;
  if (views.length + errors.length > MAX_ENTRIES) return null;
  return { views, errors };
}

export interface ClientBeaconOptions {
  beacons: ClientBeacons;
  /** Whether the registry knows this version; beacons naming others are not counted. */
  isKnownVersion: (remote: RemoteName, manifestUrl: string) => boolean | Promise<boolean>;
  rateLimit?: number;
  rateWindowMs?: number;
}

/** POST /_shop/beacon on the edge: 204 when taken, 400 malformed, 413 too large, 429 too many. */
export function registerClientBeacons(app: FastifyInstance, options: ClientBeaconOptions): void {
  const allow = windowLimiter(
    options.rateLimit ?? BEACON_RATE_LIMIT,
    options.rateWindowMs ?? BEACON_RATE_WINDOW_MS,
  );
  const known = async (remote: unknown, manifestUrl: unknown): Promise<boolean> =>
    isRemote(remote) &&
    typeof manifestUrl === 'string' &&
    (await options.isKnownVersion(remote, manifestUrl));

  app.post(BEACON_PATH, { bodyLimit: BEACON_BODY_LIMIT_BYTES }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const visitor = visitorAddress(request.ip);
    if (!allow(visitor)) return reply.code(429).send();
    const body = parseBody(request.body);
    if (!body) return reply.code(400).send();
    let ignored = 0;
    // One beacon counts a version's view once and each kind of its errors once: a beacon that
    // repeated one entry sixteen times moved a canary's rate as sixteen page views did, and an
    // anonymous caller rolled a canary back (or hid a bad one) with two dozen requests.
    const counted = new Set<string>();
    const once = (key: string) => !counted.has(key) && Boolean(counted.add(key));
    for (const { remote, manifestUrl } of body.views ?? []) {
      if (!(await known(remote, manifestUrl))) ignored += 1;
      else if (once(`view ${remote} ${manifestUrl}`))
        options.beacons.recordView(remote as RemoteName, manifestUrl, visitor);
    }
    for (const { remote, manifestUrl, kind } of body.errors ?? []) {
      if (!(kind === 'boundary' || kind === 'load') || !(await known(remote, manifestUrl)))
        ignored += 1;
      else if (once(`${kind} ${remote} ${manifestUrl}`))
        options.beacons.recordError(remote as RemoteName, manifestUrl, kind, visitor);
    }
    if (ignored > 0) warnUnknown(request, ignored);
    return reply.code(204).send();
  });
}

function warnUnknown(request: FastifyRequest, ignored: number): void {
  logWarning(
    SHELL_ERRORS.BEACON_UNKNOWN_VERSION,
    `${ignored} beacon entries named no version of the registry (request ${request.id}); not counted`,
  );
}
