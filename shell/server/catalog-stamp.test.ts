import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { catalogStampOf } from './catalog-stamp';

/** A stand-in API answering GET /catalog/stamp with `answer`, counting what it was asked. */
async function stampApi() {
  const state = { asked: 0, answer: { status: 200, body: '{"stamp":"s1"}' } };
  const server: Server = createServer((request, response) => {
    if (request.url !== '/catalog/stamp') {
      response.writeHead(404).end();
      return;
    }
    state.asked += 1;
    response.writeHead(state.answer.status, { 'content-type': 'application/json' });
    response.end(state.answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits (real time) until `condition` holds. */
async function until(condition: () => boolean): Promise<void> {
  for (let tries = 0; tries < 200 && !condition(); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

describe('catalogStampOf', () => {
  let api: Awaited<ReturnType<typeof stampApi>>;
  let now = 0;
  const clock = () => now;
  beforeEach(async () => {
    api = await stampApi();
    now = 1_000_000;
  });
  afterEach(() => api.close());

  it('has no reading until the API answered, then the stamp with when it was asked', async () => {
    const read = catalogStampOf(api.origin, { now: clock });
    expect(read()).toBeNull();
    await until(() => read() !== null);
    expect(read()).toEqual({ stamp: 's1', readAt: 1_000_000 });
  });

  it('asks at most once per refresh time, and never twice at a time', async () => {
    const read = catalogStampOf(api.origin, { now: clock, refreshMs: 1000, validForMs: 2000 });
    read();
    read();
    await until(() => read() !== null);
    expect(api.state.asked).toBe(1);
    now += 999;
    read();
    expect(api.state.asked).toBe(1);
    now += 1;
    api.state.answer = { status: 200, body: '{"stamp":"s2"}' };
    expect(read()?.stamp).toBe('s1');
    await until(() => read()?.stamp === 's2');
    expect(api.state.asked).toBe(2);
  });

  it('gives no reading once the last good one is too old, and tells of a failing API once', async () => {
    const errors: string[] = [];
    const read = catalogStampOf(api.origin, {
      now: clock,
      refreshMs: 1000,
      validForMs: 2000,
      onError: (message) => errors.push(message),
    });
    read();
    await until(() => read() !== null);
    api.state.answer = { status: 503, body: '{"error":"down"}' };
    now += 1000;
    read();
    await until(() => api.state.asked === 2);
    await until(() => errors.length === 1);
    // Still within its valid time: the last good reading.
    expect(read()?.stamp).toBe('s1');
    now += 1000;
    expect(read()).toBeNull();
    await until(() => api.state.asked === 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/503/);
  });

  it('makes what else a page depends on (the remotes up or down) part of the stamp, and gives up on it in time', async () => {
    let origins: string | null = 'uu';
    const read = catalogStampOf(api.origin, {
      now: clock,
      refreshMs: 1000,
      validForMs: 2000,
      timeoutMs: 100,
      alsoRead: () =>
        origins === null ? new Promise<string>(() => undefined) : Promise.resolve(origins),
    });
    read();
    await until(() => read() !== null);
    expect(read()?.stamp).toBe('s1:uu');
    origins = 'ud';
    now += 1000;
    read();
    await until(() => read()?.stamp === 's1:ud');
    // An origin that never answers: the read is given up, and the last reading runs out.
    origins = null;
    now += 1000;
    read();
    await new Promise((resolve) => setTimeout(resolve, 200));
    now += 1000;
    expect(read()).toBeNull();
    origins = 'uu';
    await until(() => read()?.stamp === 's1:uu');
  });
});
