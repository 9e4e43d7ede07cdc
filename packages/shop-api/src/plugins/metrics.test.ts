/**
 * @jest-environment node
 */
// The API's /metrics after real requests: each figure the operations section names is there
// (a missing one fails), by route template, and /metrics is not a route of the API's own port.
import { type TestServer, startTestServer } from '../testing/test-server';
import { metricSample } from '@shop/error-codes/testing';
import { buildMetricsListener, metricsListenFromEnv } from './metrics';

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

async function scrape(): Promise<string> {
  const listener = buildMetricsListener(api.app.metricsRegistry);
  const answer = await listener.inject({ url: '/metrics' });
  await listener.close();
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0.0.4/);
  return answer.body;
}

it('counts and times requests by route template and status', async () => {
  await fetch(`${api.url}/designers/volna`);
  await fetch(`${api.url}/designers/nobody-at-all-42`);
  await fetch(`${api.url}/no/such/route`);
  const text = await scrape();
  const route = text.match(/route="(\/designers\/[^"]+)"/)?.[1];
  // One series for every designer: the template, not the URL.
  expect(route).toMatch(/:/);
  expect(text).not.toContain('nobody-at-all-42');
  expect(metricSample(text, 'shop_api_http_requests_total', { route: route!, status: '200' })).toBe(
    1,
  );
  expect(metricSample(text, 'shop_api_http_requests_total', { route: route!, status: '404' })).toBe(
    1,
  );
  expect(
    metricSample(text, 'shop_api_http_requests_total', { route: 'unmatched', status: '404' }),
  ).toBe(1);
  expect(
    metricSample(text, 'shop_api_http_request_duration_seconds_count', {
      route: route!,
      status: '200',
    }),
  ).toBe(1);
  expect(text).toMatch(/^shop_api_http_request_duration_seconds_bucket\{.*le="0.005"/m);
  expect(text).toContain('service="shop-api"');
  expect(text).toContain('nodejs_eventloop_lag_seconds');
});

it('shows the database pool', async () => {
  const text = await scrape();
  const dialect = api.databaseUrl ? 'postgres' : 'sqlite';
  expect(
    metricSample(text, 'shop_api_db_pool_connections', { dialect, state: 'total' }),
  ).toBeGreaterThan(0);
  if (dialect === 'postgres')
    expect(
      metricSample(text, 'shop_api_db_pool_connections', { dialect, state: 'idle' }),
    ).toBeDefined();
});

it('is not served on the API port (the edge proxies it under /api)', async () => {
  const answer = await fetch(`${api.url}/metrics`);
  expect(answer.status).toBe(404);
  expect(await answer.text()).not.toContain('shop_api_http_requests_total');
});

it('listens on loopback :8094 unless told otherwise, and can be turned off', () => {
  expect(metricsListenFromEnv({})).toEqual({ host: '127.0.0.1', port: 8094 });
  expect(
    metricsListenFromEnv({ SHOP_API_METRICS_PORT: '9100', SHOP_API_METRICS_HOST: '10.0.0.5' }),
  ).toEqual({ host: '10.0.0.5', port: 9100 });
  expect(metricsListenFromEnv({ SHOP_API_METRICS_PORT: 'off' })).toBeNull();
});
