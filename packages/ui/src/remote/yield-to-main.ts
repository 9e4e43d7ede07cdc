interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and goes on in a new one: the work before and after become two tasks
 * instead of one long one, and a tap or a frame may run between them (Lighthouse's TBT counts
 * each task's time over 50 ms, issue #21). The browser's `scheduler.yield()` where there is one
 * (it goes on before other queued tasks); else a message, which a timer's clamping does not
 * delay.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
