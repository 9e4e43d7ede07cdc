/**
 * @jest-environment node
 */
// A body that stalls at the edge does not hold its connection (attack wave 3, F6): the shell's
// server gives a request requestTimeoutMs to arrive whole, then answers 408 / closes the socket,
// and lets go of its call to the API too.
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stallRequest } from '../../packages/shop-api/src/testing/stalled-request';
import { type EdgeOverApi, startEdgeOverApi } from './edge-over-api';

const TIMEOUT_MS = 400;

let edge: EdgeOverApi;
let origin: string;

beforeAll(async () => {
  edge = await startEdgeOverApi({ requestTimeoutMs: TIMEOUT_MS });
  await edge.shell.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(edge.shell.server.address() as AddressInfo).port}`;
});
afterAll(() => edge.close());

const stall = (path: string) =>
  stallRequest(
    origin,
    { method: 'POST', path, contentLength: 1000, bodyStart: '{"phone":"+7' },
    TIMEOUT_MS + 3000,
  );

const closedInTime = (stalled: Awaited<ReturnType<typeof stall>>) => {
  expect(stalled.closed).toBe(true);
  expect(stalled.afterMs).toBeLessThan(TIMEOUT_MS + 1500);
  if (stalled.answer) expect(stalled.answer).toMatch(/^HTTP\/1\.1 408 /);
};

/** Connections open at the API, once they stop changing (or after 2 s). */
async function apiConnections(): Promise<number> {
  const count = () =>
    new Promise<number>((resolve, reject) =>
      edge.api.app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
    );
  for (let waited = 0; waited < 2000; waited += 100) {
    if ((await count()) === 0) return 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return count();
}

it('closes an /api call whose body stalls half-way, and the call it was making to the API', async () => {
  closedInTime(await stall('/api/auth/identification'));
  // Else the API would wait for the rest of the body on a connection of the edge's.
  expect(await apiConnections()).toBe(0);
});

it('closes a page request whose body stalls half-way within its time-out', async () => {
  closedInTime(await stall('/catalog'));
});

it('still passes an /api call that arrives in time', async () => {
  // Connection: close (no agent), so no kept-alive socket is left for the server's close.
  const status = await new Promise<number | undefined>((resolve, reject) =>
    get(`${origin}/api/health`, { agent: false }, (answer) => {
      answer.resume();
      resolve(answer.statusCode);
    }).on('error', reject),
  );
  expect(status).toBe(200);
});
