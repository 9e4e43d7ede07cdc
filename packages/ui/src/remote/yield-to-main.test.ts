import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('goes on in a task of its own, not within the current one', async () => {
    let resumed = false;
    const yielded = yieldToMain().then(() => {
      resumed = true;
    });
    // Microtasks all run before the next task: a yield that were one would have resumed here.
    for (let i = 0; i < 100; i += 1) await Promise.resolve();
    expect(resumed).toBe(false);
    await yielded;
    expect(resumed).toBe(true);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
