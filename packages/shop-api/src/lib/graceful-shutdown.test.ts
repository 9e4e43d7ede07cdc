import { request, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { closeConnectionsWhenDraining, drainAndClose } from './graceful-shutdown';

/** A server with a slow route and a fast one, and a flag its onClose hook sets (a pool's close). */
async function serverWithSlowRoute(slowMs: number) {
  const app = Fastify();
  let arrived = () => undefined as void;
  const state = {
    poolClosed: false,
    /** Resolves once the slow request is being handled (not merely sent). */
    slowArrived: new Promise<void>((resolve) => (arrived = resolve)),
  };
  closeConnectionsWhenDraining(app);
  app.get('/slow', async () => {
    arrived();
    await new Promise((resolve) => setTimeout(resolve, slowMs));
    return { done: true };
  });
  app.get('/fast', async () => ({ ok: true }));
  app.addHook('onClose', async () => {
    state.poolClosed = true;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return { app, port, state };
}

function get(
  port: number,
  path: string,
  agent?: Agent,
): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  if (app?.server.listening) await app.close();
});

it('finishes a request in flight, refuses new connections, closes the keep-alive connection after its answer and the pools after', async () => {
  const server = await serverWithSlowRoute(300);
  app = server.app;
  const agent = new Agent({ keepAlive: true });
  const inFlight = get(server.port, '/slow', agent);
  await server.state.slowArrived;
  const closing = drainAndClose(server.app, { deadlineMs: 5_000 });
  // The listener is gone at once: a new connection is refused.
  await expect(get(server.port, '/fast')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  const answer = await inFlight;
  expect(answer).toMatchObject({ status: 200, body: '{"done":true}', connection: 'close' });
  expect(await closing).toBe(true);
  expect(server.state.poolClosed).toBe(true);
  agent.destroy();
});

it('cuts what is still open at the deadline, and says so', async () => {
  const server = await serverWithSlowRoute(5_000);
  app = server.app;
  const inFlight = get(server.port, '/slow').catch((error: NodeJS.ErrnoException) => error.code);
  await server.state.slowArrived;
  const cut: number[] = [];
  const started = Date.now();
  expect(
    await drainAndClose(server.app, { deadlineMs: 200, onDeadline: (open) => cut.push(open) }),
  ).toBe(false);
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(await inFlight).toBe('ECONNRESET');
  expect(cut).toEqual([1]);
  expect(server.state.poolClosed).toBe(true);
});

it('leaves an idle keep-alive connection to its client for the grace, then closes it', async () => {
  const server = await serverWithSlowRoute(0);
  app = server.app;
  const agent = new Agent({ keepAlive: true });
  expect((await get(server.port, '/fast', agent)).status).toBe(200);
  const [socket] = Object.values(agent.freeSockets).flat();
  const started = Date.now();
  const closed = new Promise<number>((resolve) =>
    socket!.once('close', () => resolve(Date.now() - started)),
  );
  expect(await drainAndClose(server.app, { idleGraceMs: 300, deadlineMs: 5_000 })).toBe(true);
  expect(await closed).toBeGreaterThanOrEqual(250);
  agent.destroy();
});
