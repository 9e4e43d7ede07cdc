// The edge in several processes on one port (ADR 34, issue #22): how many, and that the
// starting process forks them, sums their metrics, replaces one that dies and stops them.
import { get } from 'node:http';
import { join } from 'node:path';
import {
  DEFAULT_MAX_EDGE_PROCESSES,
  edgeMetricsSum,
  edgeProcessCount,
  startEdgeProcesses,
  type EdgeProcesses,
} from './edge-processes';

const STAND_IN = join(__dirname, 'fixtures', 'edge-process-stand-in.ts');
const PORT = 18_471;

/** The pid that answers on a new connection (no keep-alive: the primary deals connections). */
const answeringPid = (): Promise<number> =>
  new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: PORT, path: '/', agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(Number(body)));
    }).on('error', reject);
  });

async function answeringPids(connections: number): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let n = 0; n < connections; n += 1) pids.add(await answeringPid());
  return pids;
}

/** Resolves once `check` holds (asked every 50 ms), rejects past `timeoutMs`. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const start = (count: number, env: Record<string, string> = {}) =>
  startEdgeProcesses({
    count,
    exec: STAND_IN,
    execArgv: ['--import', 'tsx'],
    env: { EDGE_STAND_IN_PORT: String(PORT), ...env },
    openTimeoutMs: 20_000,
    restartDelayMs: 50,
    log: () => undefined,
  });

describe('how many edge processes', () => {
  it('leaves a core to the API beside it, up to the default bound, when not asked', () => {
    expect(edgeProcessCount({}, 1)).toBe(1);
    expect(edgeProcessCount({}, 2)).toBe(1);
    expect(edgeProcessCount({}, 4)).toBe(3);
    expect(edgeProcessCount({}, 32)).toBe(DEFAULT_MAX_EDGE_PROCESSES);
  });

  it('is what SHOP_SHELL_PROCESSES asks, 1 keeping the edge in the starting process', () => {
    expect(edgeProcessCount({ SHOP_SHELL_PROCESSES: '1' }, 8)).toBe(1);
    expect(edgeProcessCount({ SHOP_SHELL_PROCESSES: ' 6 ' }, 2)).toBe(6);
  });

  it.each(['0', '-2', '1.5', 'two', '65'])('refuses SHOP_SHELL_PROCESSES=%s', (asked) => {
    expect(() => edgeProcessCount({ SHOP_SHELL_PROCESSES: asked }, 2)).toThrow('SHOP-START-003');
  });
});

describe('the edge in several processes', () => {
  jest.setTimeout(60_000);
  let edge: EdgeProcesses | undefined;

  afterEach(async () => {
    await edge?.stop();
    edge = undefined;
  });

  it('serves every connection from its processes, and sums their metrics', async () => {
    edge = await start(2);
    const pids = edge.pids();
    expect(pids).toHaveLength(2);
    // Connections are dealt round-robin: a handful reaches both processes.
    expect([...(await answeringPids(6))].sort()).toEqual([...pids].sort());
    expect(await edgeMetricsSum().metrics()).toMatch(/^stand_in_processes 2$/m);
  });

  it('puts another process in the place of one that died', async () => {
    edge = await start(2);
    const [first, second] = edge.pids() as [number, number];
    const told = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    process.kill(first, 'SIGKILL');
    const running = edge;
    await until(() => running.pids().length === 2 && !running.pids().includes(first));
    expect(running.pids()).toContain(second);
    expect(told).toHaveBeenCalledWith(
      expect.stringContaining(`SHOP-START-004 edge process ${first} exited`),
    );
    told.mockRestore();
    // The newcomer serves once it listens.
    await until(async () => (await answeringPids(6)).size === 2);
    expect(await answeringPids(6)).not.toContain(first);
  });

  it('stops every process: the port answers no more', async () => {
    edge = await start(2);
    const pids = edge.pids();
    await edge.stop();
    edge = undefined;
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
    await expect(answeringPid()).rejects.toThrow(/ECONNREFUSED/);
  });

  it('fails the start when a process exits before it opens, and leaves none behind', async () => {
    await expect(start(2, { EDGE_STAND_IN_FAIL: '1' })).rejects.toThrow('SHOP-START-004');
    await expect(answeringPid()).rejects.toThrow(/ECONNREFUSED/);
  });
});
