import type { ChildProcess } from 'node:child_process';

/**
 * SIGTERM, then SIGKILL if the child has not exited within `deadlineMs`; resolves with its exit
 * code (null when a signal ended it, or it had already exited by a signal).
 */
export function stopChild(child: ChildProcess, deadlineMs = 5_000): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), deadlineMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}
