/**
 * A production-like shop on one machine (ADR 31, README "Operations"): Debian's nginx in front
 * of two shells and two APIs on one PostgreSQL, every remote on its own static origin, all on
 * free loopback ports in a temporary folder that stop() removes. scripts/topology.ts is its
 * command line; e2e/specs/topology.spec.ts tests deploys, rolling restarts and sessions over it.
 *
 *   visitor → nginx :edge ─┬→ shell 0 ─┐                    ┌→ API 0 ─┐
 *                          └→ shell 1 ─┴→ nginx :internal ─┴→ API 1 ─┴→ PostgreSQL
 *                                (registry in PostgreSQL)      (sessions, carts… in PostgreSQL)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RemoteName } from '@shop/types';
import { postgresRegistryStore, type RegistryStore } from '../shell/server/registry-store';
import { REMOTES, ROOT } from './lib/apps';
import { buildIfChanged } from './lib/build-apps';
import { EDGE_NODE_FLAGS } from './lib/edge-options';
import { stopChild } from './lib/stop-child';
import { deployRemote } from './lib/deploy';
import { buildStaticOrigin, originRoot } from './lib/static-origin';

const HOST = '127.0.0.1';

/** Why the topology cannot run on this machine (a binary it needs is not installed). */
export class TopologyUnavailable extends Error {}

export function nginxBinary(): string | null {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? null;
}

export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(root, newest, 'bin') : null;
}

/** What is missing for a topology here, or null when nginx and PostgreSQL are installed. */
export function topologyUnavailableReason(): string | null {
  const missing = [
    nginxBinary() ? null : 'nginx (apt-get install -y nginx)',
    postgresBinDir() ? null : 'PostgreSQL (apt-get install -y postgresql)',
  ].filter(Boolean);
  return missing.length ? `not installed: ${missing.join(', ')}` : null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited`);
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (answer.ok) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** One server process of the topology: started, stopped by SIGTERM, started again on its port. */
export class Instance {
  child: ChildProcess | undefined;
  /** Exit codes of every stop, in order (a graceful stop is 0). */
  readonly exits: Array<number | null> = [];

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly command: string[],
    private readonly env: NodeJS.ProcessEnv,
    private readonly logFile: string,
  ) {}

  get url(): string {
    return `http://${HOST}:${this.port}`;
  }

  async start(timeoutMs = 120_000): Promise<void> {
    const log = openSync(this.logFile, 'a');
    this.child = spawn(process.execPath, [...EDGE_NODE_FLAGS, '--import', 'tsx', ...this.command], {
      cwd: ROOT,
      env: this.env,
      stdio: ['ignore', log, log],
    });
    await waitForHealth(`${this.url}/health`, timeoutMs, this.child);
  }

  /** SIGTERM and wait for the exit (the servers drain their requests first). */
  async stop(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null)
      return child?.exitCode ?? null;
    const code = await stopChild(child, 20_000);
    this.exits.push(code);
    return code;
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }
}

export interface TopologyOptions {
  /** Folder for the cluster, the configuration and the logs; default a new temporary one. */
  dir?: string;
  /** The edge's port; default a free one. */
  edgePort?: number;
  /** Build the apps whose sources changed first (default true). */
  build?: boolean;
  log?: (line: string) => void;
}

export interface Topology {
  dir: string;
  /** What visitors use: nginx's edge. */
  edge: string;
  /** nginx's internal listener in front of the APIs (the shells' API origin). */
  internalApi: string;
  databaseUrl: string;
  shells: [Instance, Instance];
  apis: [Instance, Instance];
  /** The registry every shell reads, for deploys. */
  registry: RegistryStore;
  /** Each remote's static origin (what a deploy names as --origin). */
  origins: Partial<Record<RemoteName, string>>;
  /** Publishes `remote`'s build again as `version` through the shared registry (a deploy). */
  deploy(remote: RemoteName, version: string): Promise<string>;
  stop(): Promise<void>;
}

function asPostgres(): { uid: number; gid: number } | null {
  if (userInfo().uid !== 0) return null;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres']).stdout.toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** A throw-away PostgreSQL cluster (as .ci/run starts one): durability off, loopback only. */
async function startPostgres(dir: string): Promise<{ url: string; stop: () => void }> {
  const bin = postgresBinDir();
  if (!bin) throw new TopologyUnavailable('PostgreSQL is not installed');
  const data = join(dir, 'pg');
  const owner = asPostgres();
  // initdb refuses to run as root: the cluster belongs to the postgres user then.
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const run = (program: string, args: string[]) => {
    const [command, argv] = owner
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    const result = spawnSync(command, argv, { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${program} failed: ${result.stderr || result.stdout || result.error}`);
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-E', 'UTF8', '--locale=C.UTF-8', '-U', 'postgres', '--auth=trust']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'postgres.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=${HOST} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  try {
    run('psql', [
      '-h',
      HOST,
      '-p',
      String(port),
      '-U',
      'postgres',
      '-qc',
      "CREATE USER shop PASSWORD 'shop'",
      '-c',
      'CREATE DATABASE shop OWNER shop',
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://shop:shop@${HOST}:${port}/shop`, stop };
}

/**
 * nginx's configuration: the edge balances the two shells, the internal listener the two APIs,
 * both over keep-alive connections; a refused connection (an instance restarting) is retried on
 * the other instance, for every method (nothing was sent). The edge overwrites X-Forwarded-*
 * with what it saw (it is the first hop), and the shells trust it (SHOP_TRUSTED_PROXIES=loopback).
 */
export function nginxConfig(options: {
  dir: string;
  edgePort: number;
  internalPort: number;
  shellPorts: number[];
  apiPorts: number[];
}): string {
  const { dir } = options;
  const servers = (ports: number[]) =>
    ports.map((port) => `    server ${HOST}:${port} max_fails=1 fail_timeout=2s;`).join('\n');
  const proxy = (upstream: string, forwarded: string) => `
    location / {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;${forwarded}
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }`;
  return `# Generated by scripts/topology-cluster.ts: removed with its folder.
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-tmp/body;
  proxy_temp_path ${dir}/nginx-tmp/proxy;
  fastcgi_temp_path ${dir}/nginx-tmp/fastcgi;
  uwsgi_temp_path ${dir}/nginx-tmp/uwsgi;
  scgi_temp_path ${dir}/nginx-tmp/scgi;
  # The shells' own limits decide (a résumé is up to 5 MB + 64 KB).
  client_max_body_size 8m;
  upstream shells {
${servers(options.shellPorts)}
    keepalive 32;
    # Shorter than a draining server's grace (graceful-shutdown.ts): nginx closes idle ones first.
    keepalive_timeout 1s;
  }
  upstream apis {
${servers(options.apiPorts)}
    keepalive 32;
    keepalive_timeout 1s;
  }
  server {
    listen ${HOST}:${options.edgePort};${proxy(
      'shells',
      `
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;`,
    )}
  }
  # Reached by the shells only: their X-Forwarded-* headers pass on as they set them.
  server {
    listen ${HOST}:${options.internalPort};${proxy('apis', '')}
  }
}
`;
}

export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  const unavailable = topologyUnavailableReason();
  if (unavailable) throw new TopologyUnavailable(unavailable);
  const log = options.log ?? console.info;
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'shop-topology-'));
  mkdirSync(dir, { recursive: true });
  // The remotes' builds are published here, not in the repository's .deploy.
  const savedDeployDir = process.env.SHOP_DEPLOY_DIR;
  process.env.SHOP_DEPLOY_DIR = join(dir, 'deploy');
  if (options.build ?? true) await buildIfChanged(['shell', ...REMOTES], log);

  const cleanups: Array<() => unknown> = [];
  const stopAll = async () => {
    // Every piece is stopped, whatever another's stop threw.
    for (const cleanup of cleanups.reverse())
      await (async () => cleanup())().catch(() => undefined);
    cleanups.length = 0;
    if (savedDeployDir === undefined) delete process.env.SHOP_DEPLOY_DIR;
    else process.env.SHOP_DEPLOY_DIR = savedDeployDir;
  };
  try {
    const postgres = await startPostgres(dir);
    cleanups.push(postgres.stop);
    const registry = postgresRegistryStore({ connectionString: postgres.url });
    cleanups.push(() => registry.close());

    // Each remote on a static origin of its own (a CDN's stand-in), deployed into the registry.
    const origins: Partial<Record<RemoteName, string>> = {};
    for (const remote of REMOTES) {
      const origin: FastifyInstance = await buildStaticOrigin(
        originRoot(join(dir, 'deploy'), remote),
      );
      await origin.listen({ port: 0, host: HOST });
      cleanups.push(() => origin.close());
      origins[remote] = `http://${HOST}:${(origin.server.address() as { port: number }).port}`;
      await deployRemote(remote, { origin: origins[remote], registry });
    }

    const [edgePort, internalPort, ...ports] = await Promise.all([
      options.edgePort ?? freePort(),
      ...Array.from({ length: 5 }, freePort),
    ]);
    const [shell0, shell1, api0, api1] = ports as [number, number, number, number];
    const internalApi = `http://${HOST}:${internalPort}`;
    const baseEnv: NodeJS.ProcessEnv = { ...process.env };
    // Never the harness's loopback hooks or fixed side ports: these are production-like servers.
    for (const name of ['SHOP_API_TEST_HOOKS', 'SHOP_REGISTRY_FILE', 'SHOP_API_DB'])
      delete baseEnv[name];
    // One payment key for every instance of one shop (README: PostgreSQL).
    const randomSecret = randomBytes(24).toString('hex');
    const apiEnv = (port: number): NodeJS.ProcessEnv => ({
      ...baseEnv,
      SHOP_API_PORT: String(port),
      SHOP_API_DATABASE_URL: postgres.url,
      SHOP_API_PAYMENT_SECRET: randomSecret,
      SHOP_API_METRICS_PORT: 'off',
      SHOP_API_UPLOADS_DIR: join(dir, 'uploads'),
    });
    const apis: [Instance, Instance] = [
      new Instance(
        'api-0',
        api0,
        ['packages/shop-api/src/main.ts'],
        apiEnv(api0),
        join(dir, 'api-0.log'),
      ),
      new Instance(
        'api-1',
        api1,
        ['packages/shop-api/src/main.ts'],
        apiEnv(api1),
        join(dir, 'api-1.log'),
      ),
    ];
    const shellEnv: NodeJS.ProcessEnv = {
      ...baseEnv,
      SHOP_REGISTRY_DATABASE_URL: postgres.url,
      SHOP_TRUSTED_PROXIES: 'loopback',
      SHOP_METRICS_PORT: 'off',
    };
    const shellCommand = (port: number) => [
      'scripts/serve-shell.ts',
      '--port',
      String(port),
      '--api',
      internalApi,
    ];
    const shells: [Instance, Instance] = [
      new Instance('shell-0', shell0, shellCommand(shell0), shellEnv, join(dir, 'shell-0.log')),
      new Instance('shell-1', shell1, shellCommand(shell1), shellEnv, join(dir, 'shell-1.log')),
    ];
    for (const instance of [...apis, ...shells]) cleanups.push(() => instance.stop());
    // Instances that start together wait for the first to create and seed the schema (ADR 15).
    const starting = Promise.all([...apis, ...shells].map((instance) => instance.start()));
    // Awaited below, once nginx is configured; never an unhandled rejection meanwhile.
    starting.catch(() => undefined);

    const nginxDir = join(dir, 'nginx');
    for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      mkdirSync(join(dir, 'nginx-tmp', temp), { recursive: true });
      // nginx's workers run as nobody when it starts as root.
      chmodSync(join(dir, 'nginx-tmp', temp), 0o777);
    }
    chmodSync(join(dir, 'nginx-tmp'), 0o755);
    mkdirSync(nginxDir, { recursive: true });
    const conf = join(nginxDir, 'nginx.conf');
    writeFileSync(
      conf,
      nginxConfig({
        dir,
        edgePort,
        internalPort,
        shellPorts: [shell0, shell1],
        apiPorts: [api0, api1],
      }),
    );
    const nginxLog = openSync(join(dir, 'nginx.log'), 'a');
    const nginx = spawn(nginxBinary()!, ['-c', conf, '-p', nginxDir], {
      stdio: ['ignore', nginxLog, nginxLog],
    });
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          if (nginx.exitCode !== null) return resolve();
          nginx.once('exit', () => resolve());
          nginx.kill('SIGQUIT');
        }),
    );
    await starting;
    const edge = `http://${HOST}:${edgePort}`;
    await waitForHealth(`${edge}/health`, 20_000, nginx);
    await waitForHealth(`${internalApi}/health`, 20_000, nginx);
    log(
      `topology up in ${dir}: edge ${edge}, shells :${shell0} :${shell1}, APIs :${api0} :${api1}`,
    );

    return {
      dir,
      edge,
      internalApi,
      databaseUrl: postgres.url,
      shells,
      apis,
      registry,
      origins,
      deploy: (remote, version) =>
        deployRemote(remote, { origin: origins[remote], registry, version }),
      async stop() {
        await stopAll();
        if (!options.dir) rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
