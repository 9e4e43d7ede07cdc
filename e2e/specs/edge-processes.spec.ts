import { join, resolve } from 'node:path';
import { expect, test } from '../fixtures';
import { probe, STOREFRONT_HOSTS } from '../support/http-probe';
import { SideShop } from '../support/side-shop';
import {
  edgeMetricsSum,
  startEdgeProcesses,
  type EdgeProcesses,
} from '../../scripts/lib/edge-processes';

// Issue #22, ADR 34: the shell's edge as `npm start` runs it on a machine of more cores, in
// several processes on one port (SHOP_SHELL_PROCESSES). The real edge process (edge-worker.ts)
// beside the harness's API and origins: every process serves pages with their content, their
// metrics are summed, and one that dies is replaced while the others answer.

const ROOT = resolve(__dirname, '../..');

/** A page on a connection of its own (connections are dealt to the processes round-robin). */
const page = (port: number, host: string, path: string) =>
  probe(path, host, port, {}, { freshConnection: true });

test.describe('the edge in two processes', () => {
  test.setTimeout(120_000);
  let edge: EdgeProcesses | undefined;

  test.afterEach(async () => {
    await edge?.stop();
    edge = undefined;
  });

  test('each serves pages with their content; their metrics add up; a dead one is replaced', async ({
    storefront,
  }) => {
    // Ports no other spec's side shop uses (error-reporting has 8240–8255).
    const port = storefront === 'ru' ? 8260 : 8270;
    const host = STOREFRONT_HOSTS[storefront];
    // The harness's registry, copied: this edge serves what the main shop serves.
    const shop = new SideShop(port);
    await shop.copyMainRegistry();
    edge = await startEdgeProcesses({
      count: 2,
      exec: join(ROOT, 'scripts', 'lib', 'edge-worker.ts'),
      execArgv: ['--import', 'tsx'],
      env: {
        SHOP_PORT_SHELL: String(port),
        SHOP_REGISTRY_FILE: shop.registryFile,
        SHOP_METRICS_PORT: 'off',
      },
      // Each process opens once the API answers and its first renders are done.
      openTimeoutMs: 90_000,
      log: () => undefined,
    });
    const running = edge;
    expect(running.pids()).toHaveLength(2);

    // Both processes serve the listing with its cards rendered in (a cold render past its
    // budget is left to the browser: asked again, the process has it).
    let servedInARow = 0;
    for (let attempt = 0; attempt < 10 && servedInARow < 4; attempt += 1) {
      const { status, body } = await page(port, host, '/catalog');
      expect(status).toBe(200);
      servedInARow = body.includes(' data-ssr-owner="catalog"') ? servedInARow + 1 : 0;
    }
    expect(servedInARow, 'four connections in a row served with the cards').toBe(4);

    const metrics = await edgeMetricsSum().metrics();
    expect(metrics).toMatch(/^shop_edge_processes\{service="shell"\} 2$/m);
    const answered = [
      ...metrics.matchAll(/^shop_http_requests_total\{[^}]*status="200"[^}]*\} (\d+)$/gm),
    ].reduce((sum, [, count]) => sum + Number(count), 0);
    expect(answered, "both processes' answers, summed").toBeGreaterThanOrEqual(4);

    // One process dies: the other answers every page meanwhile, and another takes its place.
    const [gone] = running.pids() as [number];
    process.kill(gone, 'SIGKILL');
    await expect.poll(() => running.pids().includes(gone), { timeout: 10_000 }).toBe(false);
    for (let n = 0; n < 6; n += 1) expect((await page(port, host, '/about')).status).toBe(200);
    await expect
      .poll(() => running.pids().length === 2 && !running.pids().includes(gone), {
        timeout: 60_000,
      })
      .toBe(true);
  });
});
