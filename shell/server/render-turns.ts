/**
 * Turns for an edge process's server renders (issue #22): at most `concurrency` run at once,
 * the others wait for a turn in the order they came, each for at most the time it is given.
 *
 * Why: a render fetches its data, then needs the event loop for some milliseconds. With every
 * miss rendering at once, each one's data (the API's answer, the markup, the page's bytes)
 * waited behind the others' renders for most of a request's ~90 ms, long enough to outlive two
 * young-generation collections and be promoted; its buffers then counted as external memory
 * until a full collection, and those ran every ~30 misses. A render that starts only when it
 * can go on to the end finishes in a few milliseconds, and its garbage dies young. Two turns
 * keep one render's data request in flight while another renders.
 */
const DEFAULT_RENDER_TURNS = 2;

export class RenderTurns {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly concurrency: number = DEFAULT_RENDER_TURNS) {
    if (!Number.isInteger(concurrency) || concurrency < 1)
      throw new RangeError(`render turns must be a whole number of at least 1: ${concurrency}`);
  }

  /** Renders running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Runs `work` in a turn, handing it how long it waited for one (ms). Null, and `work` never
   * runs, when no turn came within `maxWaitMs`.
   */
  async run<T>(
    maxWaitMs: number,
    work: (waitedMs: number) => Promise<T>,
  ): Promise<{ value: T; waitedMs: number } | null> {
    const asked = performance.now();
    if (this.running < this.concurrency) this.running += 1;
    else if (!(await this.turnWithin(maxWaitMs))) return null;
    const waitedMs = performance.now() - asked;
    try {
      return { value: await work(waitedMs), waitedMs };
    } finally {
      // The turn goes straight to the first waiter, so no newcomer takes it in between.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Waits for a turn to be handed over: true when one was within `maxWaitMs`. */
  private turnWithin(maxWaitMs: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const take = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(take);
        if (at !== -1) this.waiting.splice(at, 1);
        resolve(false);
      }, maxWaitMs);
      this.waiting.push(take);
    });
  }
}
