/**
 * @jest-environment node
 */
// A body that stalls at the edge does not hold its connection (attack wave 3, F6): the shell's
// server gives a request requestTimeoutMs to arrive whole, then answers 408 / closes the socket.
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

it.each([
  ['an /api call', '/api/auth/identification'],
  ['a page', '/catalog'],
])('closes %s whose body stalls half-way within its time-out', async (_what, path) => {
  const stalled = await stallRequest(
    origin,
    { method: 'POST', path, contentLength: 1000, bodyStart: '{"phone":"+7' },
    TIMEOUT_MS + 3000,
  );
  expect(stalled.closed).toBe(true);
  expect(stalled.afterMs).toBeLessThan(TIMEOUT_MS + 1500);
  if (stalled.answer) expect(stalled.answer).toMatch(/^HTTP\/1\.1 408 /);
});

it('still passes an /api call that arrives in time', async () => {
  const answer = await fetch(`${origin}/api/health`);
  expect(answer.status).toBe(200);
});
