/**
 * `npm start` as a newcomer meets it, with the API late (SHOP_API_START_DELAY_MS, as a first
 * start that creates its database is): until the API answers, pages get the starting page's
 * 503 and nothing else — never a page rendered the slow way, never another 5xx; "The shop is
 * ready" appears only when the shop answers; nothing on the console carries a stack trace.
 * It runs scripts/start.ts itself, on free ports of its own (never 8080–8092), with its own
 * registry, deploy folder and database, and the builds in dist/ (SHOP_SKIP_BUILD=1); a clean
 * clone (CI) has none yet, so there it builds them first, as npm start does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appFolder, REMOTES, ROOT } from './apps';

const API_DELAY_MS = 5_000;
/** Start-up with the API late; a clean clone also generates the API's images (about 20 s). */
const START_MS = 150_000;
/** Six production builds on 2 cores, when dist/ has none. */
const BUILD_MS = 900_000;

interface Answer {
  path: string;
  host: string;
  sentAt: number;
  status: number;
  retryAfter: string | undefined;
  body: string;
}

function get(port: number, path: string, host: string): Promise<Answer> {
  const sentAt = Date.now();
  return new Promise((resolve, reject) => {
    const call = request(
      { host: '127.0.0.1', port, path, headers: { host }, timeout: 10_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            path,
            host,
            sentAt,
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    call.on('timeout', () => call.destroy(new Error(`${path} timed out`)));
    call.on('error', reject);
    call.end();
  });
}

/** Below Linux's ephemeral range (32768–60999), where every `listen(0)` of a test takes its port. */
const OWN_PORTS = { from: 20_000, to: 32_000 };

/**
 * Free ports the shop keeps for minutes (while it builds) before it listens on them. Not the
 * OS's `listen(0)` ports: another Jest worker's server could take one meanwhile and answer this
 * test's requests with its own 404s (CI saw it once).
 */
async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  let port = OWN_PORTS.from + Math.floor(Math.random() * (OWN_PORTS.to - OWN_PORTS.from));
  while (ports.length < count) {
    port = port + 1 >= OWN_PORTS.to ? OWN_PORTS.from : port + 1;
    const server = createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => server.close(resolve));
      ports.push(port);
    }
  }
  return ports;
}

/** What a page answer was: the starting page, a page with its content, or a fallback. */
function kindOf(answer: Answer): string {
  if (answer.status === 503 && answer.retryAfter && /Магазин запускается/.test(answer.body))
    return answer.host.startsWith('en.') ? 'starting (wrong language)' : 'starting';
  if (answer.status === 503 && answer.retryAfter && /The shop is starting/.test(answer.body))
    return answer.host.startsWith('en.') ? 'starting' : 'starting (wrong language)';
  if (answer.status === 200 && answer.body.includes(' data-ssr-owner=')) return 'served';
  if (answer.status === 200) return 'rendered in the browser (fallback)';
  return `status ${answer.status}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('npm start, with the API late', () => {
  const built = ['shell' as const, ...REMOTES].every((app) =>
    existsSync(join(appFolder(app), 'dist', 'index.html')),
  );
  let work: string;
  let shop: ChildProcess | undefined;

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'shop-first-start-'));
  });

  afterAll(async () => {
    if (shop?.pid && shop.exitCode === null && shop.signalCode === null) {
      const exited = new Promise((resolve) => shop?.once('exit', resolve));
      process.kill(-shop.pid, 'SIGTERM');
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  });

  it(
    'answers only "the shop is starting" until the API is up, then the shop, without stack traces',
    async () => {
      const [shellPort = 0, apiPort = 0, ...remotePorts] = await freePorts(2 + REMOTES.length);
      for (const port of [shellPort, apiPort, ...remotePorts])
        expect(port < 8080 || port > 8092).toBe(true);

      const env: NodeJS.ProcessEnv = {
        ...process.env,
        ...(built ? { SHOP_SKIP_BUILD: '1' } : {}),
        SHOP_RUNTIME_DIR: join(work, 'runtime'),
        SHOP_DEPLOY_DIR: join(work, 'deploy'),
        SHOP_PORT_SHELL: String(shellPort),
        SHOP_API_PORT: String(apiPort),
        SHOP_API_START_DELAY_MS: String(API_DELAY_MS),
      };
      REMOTES.forEach((remote, index) => {
        env[`SHOP_PORT_${remote.toUpperCase().replace('-', '_')}`] = String(remotePorts[index]);
      });
      // As from a terminal: not Jest's test mode, no test hooks, no one else's files.
      for (const name of ['NODE_ENV', 'SHOP_API_TEST_HOOKS', 'SHOP_API_DB', 'SHOP_REGISTRY_FILE'])
        delete env[name];

      let stdout = '';
      let stderr = '';
      let readyAt = 0;
      const started = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/start.ts')], {
        cwd: ROOT,
        env,
        // Its own process group: the API child is stopped with it.
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      shop = started;
      started.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk.toString('utf8');
        if (!readyAt && stdout.includes('The shop is ready')) readyAt = Date.now();
      });
      started.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString('utf8');
      });
      const exited = new Promise<void>((resolve) => started.once('exit', () => resolve()));

      // Pages on both storefronts and the E2E harness's /api/health, as a visitor keeps trying.
      const pages: Answer[] = [];
      const apiCalls: Answer[] = [];
      let apiUpAt = 0;
      const deadline = Date.now() + START_MS + (built ? 0 : BUILD_MS);
      let round = 0;
      while (!readyAt && Date.now() < deadline && started.exitCode === null) {
        round += 1;
        const host = round % 2 ? `localhost:${shellPort}` : `en.localhost:${shellPort}`;
        const [page, health, api] = await Promise.allSettled([
          get(shellPort, round % 3 ? '/' : '/catalog', host),
          get(shellPort, '/api/health', `localhost:${shellPort}`),
          get(apiPort, '/health', `127.0.0.1:${apiPort}`),
        ]);
        if (page.status === 'fulfilled') pages.push(page.value);
        if (health.status === 'fulfilled') apiCalls.push(health.value);
        if (!apiUpAt && api.status === 'fulfilled' && api.value.status === 200)
          apiUpAt = api.value.sentAt;
        await sleep(150);
      }
      // Not a line on stderr but the builds' own webpack warnings (`<w> …`), when it built.
      const errors = () => stderr.split('\n').filter((line) => line && !line.startsWith('<w> '));
      expect({ ready: Boolean(readyAt), errors: errors() }).toEqual({ ready: true, errors: [] });

      // Ready means ready: pages with their content and the API, on both storefronts.
      const after = await Promise.all([
        get(shellPort, '/', `localhost:${shellPort}`),
        get(shellPort, '/catalog', `en.localhost:${shellPort}`),
      ]);
      expect(after.map(kindOf)).toEqual(['served', 'served']);
      expect((await get(shellPort, '/api/health', `localhost:${shellPort}`)).status).toBe(200);

      process.kill(-(started.pid ?? 0), 'SIGTERM');
      await exited;

      // Every page was the starting page or the page itself: no fallback, no other 5xx.
      expect(pages.map(kindOf).filter((kind) => kind !== 'starting' && kind !== 'served')).toEqual(
        [],
      );
      // Before the API was up (a second's margin for the probe's timing), only the starting page,
      // and that window was exercised on both storefronts.
      const beforeApi = pages.filter((answer) => answer.sentAt < (apiUpAt || readyAt) - 1_000);
      expect(beforeApi.map(kindOf).filter((kind) => kind !== 'starting')).toEqual([]);
      expect(beforeApi.length).toBeGreaterThan(10);
      expect(new Set(beforeApi.map((answer) => answer.host.startsWith('en.')))).toEqual(
        new Set([true, false]),
      );
      // /api calls: 503 with Retry-After while starting (never a 502), then the API's answer.
      const apiKinds = new Set(
        apiCalls.map((answer) =>
          answer.status === 503 && /"code":"shop_starting"/.test(answer.body)
            ? `503 shop_starting, Retry-After ${answer.retryAfter}`
            : String(answer.status),
        ),
      );
      apiKinds.delete('200');
      expect(apiKinds).toEqual(new Set(['503 shop_starting, Retry-After 3']));

      // The banner came after the API said it listens, and tells a newcomer what to do.
      const listening = stdout.indexOf('[shop-api] listening on');
      expect(listening).toBeGreaterThan(-1);
      expect(stdout.indexOf('The shop is ready')).toBeGreaterThan(listening);
      const banner = stdout.slice(stdout.indexOf('The shop is ready'));
      expect(banner).toContain(`http://localhost:${shellPort}`);
      expect(banner).toContain(`http://en.localhost:${shellPort}`);
      expect(banner).toMatch(/login code for \+7/);
      expect(banner).toMatch(/test mode: .*test payment provider/);
      expect(banner).toContain('Ctrl+C');
      expect(banner).toMatch(/delete .*runtime\//);
      // Nothing on the console is a stack trace (an expected condition is one line).
      expect(`${stdout}\n${stderr}`).not.toMatch(/^\s+at .+|\[cause\]/m);
      expect(errors()).toEqual([]);
    },
    START_MS + (built ? 0 : BUILD_MS) + 30_000,
  );
});
