/**
 * @jest-environment node
 */
// The shell's /metrics on its own listener, after real traffic through the edge in front of a
// real API: every figure the operations section names is there (a missing one fails).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { metricSample } from '@shop/error-codes/testing';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BEACON_PATH } from './client-beacons';
import { type EdgeOverApi, startEdgeOverApi } from './edge-over-api';
import { observePageCache, shellRegistry, startMetricsListener } from './metrics';

const MANIFEST = 'http://127.0.0.1:1/catalog/7/mf-manifest.json?contract=1.2.0';

let edge: EdgeOverApi;
let metrics: FastifyInstance;
let metricsUrl: string;
const registryFile = join(mkdtempSync(join(tmpdir(), 'shell-metrics-')), 'registry.json');

beforeAll(async () => {
  // Server render on, with a catalog origin that does not answer: the slot falls back to the browser.
  edge = await startEdgeOverApi({ serverRender: true, serverRenderBudgetMs: 200, registryFile });
  metrics = await startMetricsListener(shellRegistry, { host: '127.0.0.1', port: 0 });
  metricsUrl = `http://127.0.0.1:${(metrics.server.address() as AddressInfo).port}/metrics`;
});
afterAll(async () => {
  await metrics.close();
  await edge.close();
});

const scrape = async () => (await fetch(metricsUrl)).text();

it('counts and times requests by route template and status, never by raw URL', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await edge.shell.inject({
    url: '/no-such-page-123?utm_source=x',
    headers: { host: 'shop.test.ru' },
  });
  await edge.shell.inject({ url: '/api/token', headers: { host: 'shop.test.ru' } });
  await edge.shell.inject({ url: '/missing-file.js' });
  const text = await scrape();
  const requests = 'shop_http_requests_total';
  expect(
    metricSample(text, requests, { route: 'not-found', status: '404', service: 'shell' }),
  ).toBe(1);
  expect(metricSample(text, requests, { method: 'GET', route: '/api/*', status: '200' })).toBe(1);
  expect(metricSample(text, requests, { route: 'asset', status: '404' })).toBe(1);
  const latency = 'shop_http_request_duration_seconds_count';
  expect(metricSample(text, latency, { route: '/api/*', status: '200' })).toBe(1);
  expect(text).toMatch(/^shop_http_request_duration_seconds_bucket\{.*le="0.005"/m);
  expect(text).not.toContain('no-such-page-123');
  expect(text).not.toContain('utm_source');
  // Node's own figures (event loop, memory) come along.
  expect(text).toContain('nodejs_eventloop_lag_seconds');
});

it('times server renders and counts budget fallbacks by owner', async () => {
  publish(MANIFEST);
  await edge.shell.inject({ url: '/catalog', headers: { host: 'shop.test.ru' } });
  const text = await scrape();
  expect(
    metricSample(text, 'shop_server_render_duration_seconds_count', {
      owner: 'catalog',
      outcome: 'browser',
    }),
  ).toBe(1);
  expect(
    metricSample(text, 'shop_server_render_budget_fallbacks_total', { owner: 'catalog' }),
  ).toBe(1);
});

it('exposes the page cache counter and the browsers’ beacons by remote version', async () => {
  const stop = observePageCache(() => ({ hits: 5, stale: 2, misses: 3, bypasses: 1 }));
  publish(MANIFEST);
  const beacon = (body: object) =>
    edge.shell.inject({ method: 'POST', url: BEACON_PATH, payload: body });
  await beacon({ views: [{ remote: 'catalog', manifestUrl: MANIFEST }] });
  await beacon({ errors: [{ remote: 'catalog', manifestUrl: MANIFEST, kind: 'boundary' }] });
  await beacon({ errors: [{ remote: 'catalog', manifestUrl: MANIFEST, kind: 'load' }] });
  const text = await scrape();
  const version = { remote: 'catalog', manifest_url: MANIFEST };
  stop();
  // The edge's own cache counts too; this one's figures come on top of them.
  for (const [result, least] of [
    ['hit', 5],
    ['stale', 2],
    ['miss', 3],
    ['bypass', 1],
  ] as const)
    expect(metricSample(text, 'shop_page_cache_requests_total', { result })).toBeGreaterThanOrEqual(
      least,
    );
  expect(metricSample(text, 'shop_browser_page_views_total', version)).toBe(1);
  expect(metricSample(text, 'shop_browser_boundary_errors_total', version)).toBe(1);
  expect(metricSample(text, 'shop_browser_remote_load_failures_total', version)).toBe(1);
});

it('is not served by the public edge, neither as a page nor through /api', async () => {
  const page = await edge.shell.inject({ url: '/metrics' });
  expect(page.body).not.toContain('shop_http_requests_total');
  const api = await edge.shell.inject({ url: '/api/metrics' });
  expect(api.statusCode).toBe(404);
  expect(api.body).not.toContain('shop_api_http_requests_total');
});

/** The registry as deploy:remote writes it (registry-store.ts' file format). */
const publish = (manifestUrl: string) =>
  writeFileSync(
    registryFile,
    JSON.stringify({ catalog: { current: manifestUrl, history: [manifestUrl] } }),
  );
