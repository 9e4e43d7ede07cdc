import { RenderTurns } from './render-turns';

/** Work that ends when the test says so, noting when it started. */
function heldWork(started: string[], name: string) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    work: async (waitedMs: number) => {
      started.push(name);
      await done;
      return { name, waitedMs };
    },
    finish: () => finish(),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RenderTurns', () => {
  it('runs at most its number of renders at once, the others in the order they came', async () => {
    const turns = new RenderTurns(2);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => heldWork(started, name));
    const runs = [a, b, c, d].map((held) => turns.run(10_000, held!.work));
    await settled();
    expect(started).toEqual(['a', 'b']);
    expect(turns.load).toEqual({ running: 2, waiting: 2 });
    b!.finish();
    await settled();
    expect(started).toEqual(['a', 'b', 'c']);
    a!.finish();
    await settled();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    c!.finish();
    d!.finish();
    const results = await Promise.all(runs);
    expect(results.map((result) => result?.value.name)).toEqual(['a', 'b', 'c', 'd']);
    expect(turns.load).toEqual({ running: 0, waiting: 0 });
  });

  it('hands a freed turn over to the first waiter, keeping the count', async () => {
    const turns = new RenderTurns(1);
    const started: string[] = [];
    const first = heldWork(started, 'first');
    const waiter = heldWork(started, 'waiter');
    const runs = [turns.run(10_000, first.work), turns.run(10_000, waiter.work)];
    await settled();
    first.finish();
    await runs[0];
    expect(started).toEqual(['first', 'waiter']);
    expect(turns.load).toEqual({ running: 1, waiting: 0 });
    waiter.finish();
    await runs[1];
    expect(turns.load).toEqual({ running: 0, waiting: 0 });
  });

  it('gives up on a turn after the wait it was given, and never runs that work', async () => {
    const turns = new RenderTurns(1);
    const started: string[] = [];
    const long = heldWork(started, 'long');
    const late = heldWork(started, 'late');
    const running = turns.run(10_000, long.work);
    await expect(turns.run(20, late.work)).resolves.toBeNull();
    expect(turns.load).toEqual({ running: 1, waiting: 0 });
    long.finish();
    await running;
    expect(started).toEqual(['long']);
    expect(turns.load).toEqual({ running: 0, waiting: 0 });
  });

  it('tells the work how long it waited, and frees the turn when the work fails', async () => {
    const turns = new RenderTurns(1);
    const started: string[] = [];
    const first = heldWork(started, 'first');
    const running = turns.run(10_000, first.work);
    const waiting = turns.run(10_000, async (waitedMs) => waitedMs);
    await new Promise((resolve) => setTimeout(resolve, 30));
    first.finish();
    expect((await running)?.waitedMs).toBeLessThan(10);
    expect((await waiting)?.value).toBeGreaterThanOrEqual(25);
    await expect(
      turns.run(10, async () => {
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    expect(turns.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a number of turns that is not a whole number of at least 1', () => {
    expect(() => new RenderTurns(0)).toThrow(RangeError);
    expect(() => new RenderTurns(1.5)).toThrow(RangeError);
  });
});
