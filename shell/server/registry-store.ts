import { createHash } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import type { RemoteName } from '@shop/types';
import { errorText, logError } from '@shop/error-codes';
import { SHELL_ERRORS } from '../src/error-codes';

/** Every manifest URL a remote was deployed at, newest last; `current` is what pages load. */
export interface RemoteDeployments {
  current: string;
  history: string[];
}

/**
 * The registry document: remote -> its deployments. Stored whole, as JSON, by every store:
 * fields other features add to an entry (a canary, ADR 33) are kept by publish and rollback.
 */
export type RegistryFile = Partial<Record<RemoteName, RemoteDeployments>>;

/** The document and its version: the version changes whenever the document does (ADR 31). */
export interface RegistrySnapshot {
  /** Opaque; equal versions mean equal documents (PostgreSQL: a counter; the file: a hash). */
  version: string;
  registry: RegistryFile;
}

/**
 * Where the shells read the registry and deploys write it (ADR 31): a JSON file on the
 * shell's disk (`npm start`), or a row in PostgreSQL that any number of shells share.
 */
export interface RegistryStore {
  /** Where it lives, for start lines and errors (never a password). */
  readonly label: string;
  /**
   * The newest document with its version, as committed before this call. Cheap enough for
   * every request: the file store compares the file's stat; the PostgreSQL store reads the
   * version row (the document only when it moved), one read shared by concurrent requests.
   */
  snapshot(): Promise<RegistrySnapshot>;
  /** The newest document (snapshot's, without the version). */
  read(): Promise<RegistryFile>;
  /** Applies `change` to the newest document, one writer at a time (every process); the result. */
  update(change: (registry: RegistryFile) => RegistryFile): Promise<RegistrySnapshot>;
  /** Releases its connections (PostgreSQL); the file store has none. */
  close(): Promise<void>;
}

/** A manifest URL the shell will load: absolute http(s) and nothing else (no javascript:, data:…). */
export function isManifestUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The body of /remotes.json: remote -> current manifest URL. An entry that is not a valid
 * http(s) URL is left out (and logged): that remote shows its fallback, the rest of the shop works.
 */
export function currentManifests(registry: RegistryFile): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(
    Object.entries(registry).flatMap(([remote, deployments]) => {
      const current = deployments?.current;
      if (!current) return [];
      if (isManifestUrl(current)) return [[remote, current]];
      logError(
        SHELL_ERRORS.REGISTRY_ENTRY_INVALID,
        `registry entry of ${remote} is not an http(s) URL; ignored`,
      );
      return [];
    }),
  );
}

/** The registry with `manifestUrl` as `remote`'s current version (and the newest in its history). */
export function withPublished(
  registry: RegistryFile,
  remote: RemoteName,
  manifestUrl: string,
): RegistryFile {
  if (!isManifestUrl(manifestUrl))
    throw new Error(
      errorText(
        SHELL_ERRORS.ORIGIN_NOT_HTTP,
        `${remote}: ${JSON.stringify(manifestUrl)} is not an http(s) URL`,
      ),
    );
  const previous = registry[remote];
  const history = [...(previous?.history ?? []).filter((url) => url !== manifestUrl), manifestUrl];
  return { ...registry, [remote]: { ...previous, current: manifestUrl, history } };
}

/** The registry with `remote` pointed back at the deployment before its current one. */
export function withRolledBack(registry: RegistryFile, remote: RemoteName): RegistryFile {
  const deployments = registry[remote];
  if (!deployments)
    throw new Error(errorText(SHELL_ERRORS.NEVER_DEPLOYED, `${remote} has never been deployed`));
  const index = deployments.history.lastIndexOf(deployments.current);
  const target = deployments.history[index - 1];
  if (!target)
    throw new Error(
      errorText(
        SHELL_ERRORS.NOTHING_TO_ROLL_BACK,
        `${remote} has no earlier deployment to roll back to`,
      ),
    );
  return { ...registry, [remote]: { ...deployments, current: target } };
}

/** A store, or a registry file's path as a shorthand for its file store (tests, one-machine scripts). */
export type RegistryTarget = RegistryStore | string;

export const storeOf = (target: RegistryTarget): RegistryStore =>
  typeof target === 'string' ? fileRegistryStore(target) : target;

export async function publishRemote(
  target: RegistryTarget,
  remote: RemoteName,
  manifestUrl: string,
): Promise<RegistrySnapshot> {
  // Checked before the store is touched: a refused URL takes no lock and writes nothing.
  withPublished({}, remote, manifestUrl);
  return storeOf(target).update((registry) => withPublished(registry, remote, manifestUrl));
}

export async function rollbackRemote(
  target: RegistryTarget,
  remote: RemoteName,
): Promise<RegistrySnapshot> {
  return storeOf(target).update((registry) => withRolledBack(registry, remote));
}

function parseDocument(text: string, where: string): RegistryFile {
  const document: unknown = JSON.parse(text);
  if (typeof document !== 'object' || document === null || Array.isArray(document))
    throw new Error(
      errorText(SHELL_ERRORS.REGISTRY_DOCUMENT_INVALID, `${where} does not hold a JSON object`),
    );
  return document as RegistryFile;
}

const EMPTY: RegistrySnapshot = { version: 'empty', registry: {} };

/** A lock file older than this belongs to a writer that died: it is taken over. */
const STALE_LOCK_MS = 10_000;
const LOCK_WAIT_MS = 15_000;

/**
 * The registry as a JSON file (the default; one machine). A write goes to a temporary file
 * that is renamed over it, so a reader sees the old or the new document, never half of one;
 * writers take `<file>.lock` first. A read costs one stat while the file is unchanged.
 */
export function fileRegistryStore(file: string): RegistryStore {
  let cached: { stamp: string; snapshot: RegistrySnapshot } | undefined;

  function load(): RegistrySnapshot {
    let stamp: string;
    try {
      const stat = statSync(file, { bigint: true });
      stamp = `${stat.ino}:${stat.size}:${stat.mtimeNs}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return EMPTY;
      throw error;
    }
    if (cached?.stamp === stamp) return cached.snapshot;
    const text = readFileSync(file, 'utf8');
    const snapshot = {
      version: createHash('sha256').update(text).digest('hex').slice(0, 16),
      registry: parseDocument(text, file),
    };
    cached = { stamp, snapshot };
    return snapshot;
  }

  async function withLock<T>(work: () => T): Promise<T> {
    const lock = `${file}.lock`;
    mkdirSync(dirname(file), { recursive: true });
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        closeSync(openSync(lock, 'wx'));
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const age = Date.now() - lockTime(lock);
        if (age > STALE_LOCK_MS) unlinkQuietly(lock);
        else if (Date.now() > deadline)
          throw new Error(
            errorText(SHELL_ERRORS.REGISTRY_WRITE_FAILED, `${lock} is held by another deploy`),
          );
        else await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
    try {
      return work();
    } finally {
      unlinkQuietly(lock);
    }
  }

  return {
    label: file,
    snapshot: async () => load(),
    read: async () => load().registry,
    update: (change) =>
      withLock(() => {
        const next = change(structuredClone(load().registry));
        const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
        writeFileSync(temporary, JSON.stringify(next, null, 2) + '\n');
        renameSync(temporary, file);
        return load();
      }),
    close: async () => undefined,
  };
}

function lockTime(lock: string): number {
  try {
    return statSync(lock).mtimeMs;
  } catch {
    return Date.now();
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone (taken over as stale by another writer).
  }
}

export interface PostgresRegistryOptions {
  connectionString: string;
  /** The table (default shop_registry); tests use one of their own. */
  table?: string;
}

const ROW = 'remotes';

/**
 * The registry as one row of PostgreSQL (ADR 31), for any number of shells. A write runs in a
 * transaction that locks the row and bumps its version. Every read checks the version row —
 * one primary-key read, the document only when the version moved — and a read waits for a
 * check that began after it was asked (reads asked meanwhile share it): so a deploy committed
 * through any shell (or `npm run deploy:remote`) is served by every shell from its next request.
 */
export function postgresRegistryStore(options: PostgresRegistryOptions): RegistryStore {
  const table = options.table ?? 'shop_registry';
  if (!/^[a-z_][a-z0-9_]*$/.test(table))
    throw new Error(errorText(SHELL_ERRORS.REGISTRY_SETTING_INVALID, `table name ${table}`));
  const url = new URL(options.connectionString);
  const label = `postgres ${url.host}${url.pathname} (${table})`;
  const pool = new pg.Pool({ connectionString: options.connectionString, max: 2 });
  // An idle client's lost connection must not crash the shell; the next query reconnects.
  pool.on('error', () => undefined);

  let cached: (RegistrySnapshot & { number: number }) | undefined;
  /** The check under way, and the one that starts when it ends (shared by reads asked meanwhile). */
  let running: Promise<RegistrySnapshot> | undefined;
  let queued: Promise<RegistrySnapshot> | undefined;

  const ready = (async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // Shells that start together must not race on CREATE TABLE IF NOT EXISTS.
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [table]);
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${table} (name text PRIMARY KEY, version bigint NOT NULL, ` +
          `document jsonb NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`,
      );
      await client.query(
        `INSERT INTO ${table} (name, version, document) VALUES ($1, 0, '{}') ON CONFLICT DO NOTHING`,
        [ROW],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  })();
  // Surfaced by the first read or write; never an unhandled rejection.
  ready.catch(() => undefined);

  async function check(): Promise<RegistrySnapshot> {
    await ready;
    const known = cached?.number ?? -1;
    // One round trip: the document only when its version moved.
    const { rows } = await pool.query<{ version: string; document: RegistryFile | null }>(
      `SELECT version, CASE WHEN version <> $2 THEN document END AS document FROM ${table} WHERE name = $1`,
      [ROW, known],
    );
    const number = Number(rows[0]?.version ?? 0);
    if (!cached || number !== cached.number)
      cached = { version: String(number), number, registry: rows[0]?.document ?? {} };
    return { version: cached.version, registry: cached.registry };
  }

  function start(): Promise<RegistrySnapshot> {
    const checking = check().finally(() => {
      if (running === checking) running = undefined;
    });
    running = checking;
    return checking;
  }

  async function snapshot(): Promise<RegistrySnapshot> {
    // A check that began before this read may have missed a commit made just before it.
    const answer = running
      ? (queued ??= running
          .catch(() => undefined)
          .then(() => {
            queued = undefined;
            return start();
          }))
      : start();
    try {
      return await answer;
    } catch (error) {
      // The database is away: pages keep the versions this shell last read.
      if (!cached) throw error;
      logError(
        SHELL_ERRORS.REGISTRY_UNREADABLE,
        `${label}: serving registry version ${cached.version}`,
        error,
      );
      return { version: cached.version, registry: cached.registry };
    }
  }

  async function update(change: (registry: RegistryFile) => RegistryFile) {
    await ready;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ document: RegistryFile }>(
        `SELECT document FROM ${table} WHERE name = $1 FOR UPDATE`,
        [ROW],
      );
      const next = change(rows[0]?.document ?? {});
      const written = await client.query<{ version: string }>(
        `UPDATE ${table} SET version = version + 1, document = $2, updated_at = now() WHERE name = $1 RETURNING version`,
        [ROW, JSON.stringify(next)],
      );
      await client.query('COMMIT');
      return { version: written.rows[0]!.version, registry: next };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    label,
    snapshot,
    read: async () => (await snapshot()).registry,
    update,
    async close() {
      await ready.catch(() => undefined);
      await pool.end();
    },
  };
}

/**
 * The store the environment names: PostgreSQL at SHOP_REGISTRY_DATABASE_URL; else the file
 * SHOP_REGISTRY_FILE when it is set; else the API's SHOP_API_DATABASE_URL (the shells of a
 * shop on PostgreSQL share its registry); else `defaultFile` (`npm start`).
 */
export function registryStoreFromEnv(
  defaultFile: string,
  env: NodeJS.ProcessEnv = process.env,
): RegistryStore {
  const url =
    env.SHOP_REGISTRY_DATABASE_URL ||
    (env.SHOP_REGISTRY_FILE ? undefined : env.SHOP_API_DATABASE_URL);
  if (!url) return fileRegistryStore(env.SHOP_REGISTRY_FILE || defaultFile);
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new Error(
      errorText(
        SHELL_ERRORS.REGISTRY_SETTING_INVALID,
        'SHOP_REGISTRY_DATABASE_URL (or SHOP_API_DATABASE_URL) is not a postgres:// URL',
      ),
    );
  return postgresRegistryStore({ connectionString: url });
}
