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
  visitorAddress,
  VISITORS_REMEMBERED,
  windowLimiter,
} from './client-beacons';

const STABLE = 'http://127.0.0.1:8081/catalog/1/mf-manifest.json?contract=1.2.0';
const CANARY = 'http://127.0.0.1:8081/catalog/2/mf-manifest.json?contract=1.2.0';

let app: FastifyInstance;
let beacons: ClientBeacons;

let clock = Date.parse('2026-11-29T04:00:00Z');

async function start(rateLimit = 100) {
  beacons = new ClientBeacons(() => clock);
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

const send = (
  body: unknown,
  contentType = 'text/plain;charset=UTF-8',
  remoteAddress = '127.0.0.1',
) =>
  app.inject({
    method: 'POST',
    url: BEACON_PATH,
    headers: { 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress,
  });

/** A page view of the canary that met both kinds of error: what a forger would send. */
const failedCanaryView = {
  views: [{ remote: 'catalog', manifestUrl: CANARY }],
  errors: [
    { remote: 'catalog', manifestUrl: CANARY, kind: 'boundary' },
    { remote: 'catalog', manifestUrl: CANARY, kind: 'load' },
  ],
};

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

it('counts a client address once as a visitor of a version, however many beacons it sends', async () => {
  await start();
  const since = clock;
  for (let beacon = 0; beacon < 25; beacon += 1)
    expect((await send(failedCanaryView, undefined, '192.0.2.7')).statusCode).toBe(204);
  expect((await send(failedCanaryView, undefined, '192.0.2.8')).statusCode).toBe(204);
  expect(
    (await send({ views: [{ remote: 'catalog', manifestUrl: CANARY }] }, undefined, '192.0.2.9'))
      .statusCode,
  ).toBe(204);
  // The canary's judgement: three visitors, two of them with errors.
  expect(beacons.visitorsSince('catalog', CANARY, since)).toEqual({ visitors: 3, withErrors: 2 });
  // /metrics still counts every page view and error.
  expect(beacons.countsOf('catalog', CANARY)).toMatchObject({ views: 27, errors: 52 });
  expect(beacons.visitorsSince('catalog', STABLE, since)).toEqual({ visitors: 0, withErrors: 0 });
});

it('counts an IPv6 /64 as one visitor, and limits its rate as one', async () => {
  await start(3);
  const since = clock;
  for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:0db8:0001:0002:a:b:c:d'])
    expect((await send(failedCanaryView, undefined, address)).statusCode).toBe(204);
  expect((await send(failedCanaryView, undefined, '2001:db8:1:2::77')).statusCode).toBe(429);
  expect((await send(failedCanaryView, undefined, '2001:db8:1:3::1')).statusCode).toBe(204);
  expect(beacons.visitorsSince('catalog', CANARY, since)).toEqual({ visitors: 2, withErrors: 2 });
});

it('counts visitors seen since a moment: the last time each was seen', async () => {
  await start();
  const stableView = { views: [{ remote: 'catalog', manifestUrl: STABLE }] };
  await send(stableView, undefined, '192.0.2.1');
  await send(stableView, undefined, '192.0.2.2');
  clock += 1000;
  const since = clock;
  await send(stableView, undefined, '192.0.2.2');
  await send(stableView, undefined, '192.0.2.3');
  expect(beacons.visitorsSince('catalog', STABLE, since)).toEqual({ visitors: 2, withErrors: 0 });
  expect(beacons.visitorsSince('catalog', STABLE, since - 1000)).toEqual({
    visitors: 3,
    withErrors: 0,
  });
});

it('remembers at most VISITORS_REMEMBERED visitors of a version, forgetting the least recently seen', () => {
  const table = new ClientBeacons(() => 0);
  for (let visitor = 0; visitor <= VISITORS_REMEMBERED; visitor += 1)
    table.recordView('catalog', STABLE, `visitor ${visitor}`);
  expect(table.visitorsSince('catalog', STABLE, 0).visitors).toBe(VISITORS_REMEMBERED);
});

it('visitorAddress: an IPv4 address as it is (also IPv4-mapped), an IPv6 address as its /64', () => {
  expect(visitorAddress('203.0.113.5')).toBe('203.0.113.5');
  expect(visitorAddress('::ffff:203.0.113.5')).toBe('203.0.113.5');
  expect(visitorAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(visitorAddress('2001:0DB8:0000:0000:1:2:3:4')).toBe('2001:db8:0:0::/64');
  expect(visitorAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  expect(visitorAddress('::1')).toBe('0:0:0:0::/64');
  expect(visitorAddress('2001:db8:1:2::1')).not.toBe(visitorAddress('2001:db8:1:3::1'));
});
