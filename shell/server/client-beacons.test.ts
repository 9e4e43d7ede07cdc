/**
 * @jest-environment node
 */
import Fastify, { type FastifyInstance } from 'fastify';
import {
  BEACON_BODY_LIMIT_BYTES,
  BEACON_PATH,
  ClientBeacons,
  knownInRegistry,
  registerClientBeacons,
  windowLimiter,
} from './client-beacons';

const STABLE = 'http://127.0.0.1:8081/catalog/1/mf-manifest.json?contract=1.2.0';
const CANARY = 'http://127.0.0.1:8081/catalog/2/mf-manifest.json?contract=1.2.0';

let app: FastifyInstance;
let beacons: ClientBeacons;

async function start(rateLimit = 100) {
  beacons = new ClientBeacons();
  app = Fastify();
  registerClientBeacons(app, {
    beacons,
    // The canary entry is whatever a deployment records besides current and history.
    isKnownVersion: knownInRegistry(
      () =>
        ({
          catalog: { current: STABLE, history: [STABLE], canary: { manifestUrl: CANARY } },
        }) as never,
    ),
    rateLimit,
  });
  await app.ready();
}

const send = (body: unknown, contentType = 'text/plain;charset=UTF-8') =>
  app.inject({
    method: 'POST',
    url: BEACON_PATH,
    headers: { 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

afterEach(() => app.close());

it('counts views and errors per remote version, sent as text/plain (sendBeacon) or JSON', async () => {
  await start();
  const view = await send({
    views: [
      { remote: 'catalog', manifestUrl: CANARY },
      { remote: 'catalog', manifestUrl: STABLE },
    ],
  });
  expect(view.statusCode).toBe(204);
  const error = await send(
    {
      errors: [
        { remote: 'catalog', manifestUrl: CANARY, kind: 'boundary' },
        { remote: 'catalog', manifestUrl: CANARY, kind: 'load' },
      ],
    },
    'application/json',
  );
  expect(error.statusCode).toBe(204);
  expect(beacons.countsOf('catalog', CANARY)).toEqual({
    remote: 'catalog',
    manifestUrl: CANARY,
    views: 1,
    errors: 2,
    boundaryErrors: 1,
    loadFailures: 1,
  });
  expect(beacons.countsOf('catalog', STABLE)).toMatchObject({ views: 1, errors: 0 });
  expect(beacons.all('catalog')).toHaveLength(2);
  expect(beacons.all('favorites')).toEqual([]);
});

it('counts a version once per beacon however often it is named (one caller, one page view)', async () => {
  await start();
  const repeated = { remote: 'catalog', manifestUrl: CANARY };
  const answer = await send({
    views: Array.from({ length: 8 }, () => repeated),
    errors: [
      ...Array.from({ length: 6 }, () => ({ ...repeated, kind: 'boundary' })),
      { ...repeated, kind: 'load' },
    ],
  });
  expect(answer.statusCode).toBe(204);
  expect(beacons.countsOf('catalog', CANARY)).toMatchObject({
    views: 1,
    errors: 2,
    boundaryErrors: 1,
    loadFailures: 1,
  });
});

it('does not count versions the registry does not know, nor unknown remotes or kinds', async () => {
  await start();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const answer = await send({
    views: [
      { remote: 'catalog', manifestUrl: 'http://evil.example/x.json' },
      { remote: 'nope', manifestUrl: STABLE },
    ],
    errors: [{ remote: 'catalog', manifestUrl: STABLE, kind: 'other' }],
  });
  expect(answer.statusCode).toBe(204);
  expect(beacons.all()).toEqual([]);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('SHELL-034'));
  warn.mockRestore();
});

it('refuses malformed and oversized beacons', async () => {
  await start();
  expect((await send('{not json')).statusCode).toBe(400);
  expect((await send([1, 2])).statusCode).toBe(400);
  expect((await send({ views: 'x' })).statusCode).toBe(400);
  const many = Array.from({ length: 17 }, () => ({ remote: 'catalog', manifestUrl: STABLE }));
  expect((await send({ views: many })).statusCode).toBe(400);
  const big = await send({ views: [], padding: 'x'.repeat(BEACON_BODY_LIMIT_BYTES) });
  expect(big.statusCode).toBe(413);
  expect(beacons.all()).toEqual([]);
});

it('answers 429 past the rate limit per client address, and counts nothing then', async () => {
  await start(2);
  const body = { views: [{ remote: 'catalog', manifestUrl: STABLE }] };
  expect((await send(body)).statusCode).toBe(204);
  expect((await send(body)).statusCode).toBe(204);
  expect((await send(body)).statusCode).toBe(429);
  expect(beacons.countsOf('catalog', STABLE).views).toBe(2);
});

it('windowLimiter opens a new window once the old one ends', () => {
  let now = 0;
  const allow = windowLimiter(1, 1000, () => now);
  expect(allow('a')).toBe(true);
  expect(allow('a')).toBe(false);
  expect(allow('b')).toBe(true);
  now = 1000;
  expect(allow('a')).toBe(true);
});
