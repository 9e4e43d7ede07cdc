/**
 * A body that stalls does not hold its connection (attack wave 3, F6): the API gives a
 * request requestTimeoutMs to arrive whole, then answers 408 / closes the socket.
 */
import { REQUEST_TIMEOUT_MS } from '@shop/types';
import { optionsFromEnv } from './config';
import { type TestServer, startTestServer } from './testing/test-server';
import { stallRequest } from './testing/stalled-request';

const TIMEOUT_MS = 400;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ requestTimeoutMs: TIMEOUT_MS });
});
afterAll(() => server.close());

it('closes a request whose body stalls half-way within its time-out', async () => {
  const stalled = await stallRequest(
    server.url,
    {
      method: 'POST',
      path: '/auth/identification',
      contentLength: 1000,
      bodyStart: '{"phone":"+7',
    },
    TIMEOUT_MS + 3000,
  );
  expect(stalled.closed).toBe(true);
  expect(stalled.afterMs).toBeLessThan(TIMEOUT_MS + 1500);
  if (stalled.answer) expect(stalled.answer).toMatch(/^HTTP\/1\.1 408 /);
});

it('still serves a request that arrives in time', async () => {
  const answer = await fetch(`${server.url}/health`);
  expect(answer.status).toBe(200);
});

it('defaults to REQUEST_TIMEOUT_MS, long enough for 5 MB at 1.6 Mbit/s, and reads SHOP_API_REQUEST_TIMEOUT_S', () => {
  expect(optionsFromEnv({}).requestTimeoutMs).toBe(REQUEST_TIMEOUT_MS);
  expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(((5 * 1024 * 1024 * 8) / 1_600_000) * 1000);
  expect(optionsFromEnv({ SHOP_API_REQUEST_TIMEOUT_S: '45' }).requestTimeoutMs).toBe(45_000);
});
