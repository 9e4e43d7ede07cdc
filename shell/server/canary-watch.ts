import { hostname } from 'node:os';
import type { RemoteName } from '@shop/types';
import { logError, logWarning } from '@shop/error-codes';
import { SHELL_ERRORS } from '../src/error-codes';
import { rollBackCanary, runningCanary, type CanaryRegistry } from './canary';
import { judgeCanary, type CanaryPolicy, type VisitorCounts } from './canary-policy';

/**
 * What browsers told this shell about one deployed version of a remote (the edge's beacon
 * endpoint): its visitors since a moment (ms since the epoch), and those of them who met a
 * boundary error or a load failure with it.
 */
export interface VisitorCounters {
  visitorsSince(remote: RemoteName, manifestUrl: string, since: number): VisitorCounts;
}

/** The shared registry as the watch needs it: read it, and change the newest one. */
export interface CanaryRegistryAccess {
  read(): Promise<CanaryRegistry>;
  update(change: (registry: CanaryRegistry) => CanaryRegistry): Promise<CanaryRegistry>;
}

export interface CanaryWatchOptions {
  registry: CanaryRegistryAccess;
  counters: VisitorCounters;
  policy: CanaryPolicy;
  /** Names this shell in the recorded decision (default host:pid). */
  shellName?: string;
  now?: () => Date;
}

/**
 * The shell's automatic rollback (ADR 33). Each check judges every running canary on this
 * shell's own counts since it first saw that canary (the stable version's over the same time),
 * and a rollback is written to the shared registry with its figures, so every shell serves the
 * stable version from its next page. `check` is what the timer runs; tests call it directly.
 */
export function createCanaryWatch(options: CanaryWatchOptions): {
  check(): Promise<void>;
  start(): () => void;
} {
  const { registry, counters, policy } = options;
  const shellName = options.shellName ?? `${hostname()}:${process.pid}`;
  const now = options.now ?? (() => new Date());
  /** When this shell first saw each running canary: both versions are judged from then on. */
  const firstSeen = new Map<string, number>();

  async function check(): Promise<void> {
    const document = await registry.read();
    const seen = new Set<string>();
    for (const remote of Object.keys(document) as RemoteName[]) {
      const deployments = document[remote];
      const canary = runningCanary(remote, deployments);
      if (!deployments || !canary) continue;
      const key = `${remote} ${canary.manifestUrl} ${canary.startedAt}`;
      seen.add(key);
      const since = firstSeen.get(key) ?? now().getTime();
      firstSeen.set(key, since);
      const verdict = judgeCanary(
        counters.visitorsSince(remote, canary.manifestUrl, since),
        counters.visitorsSince(remote, deployments.current, since),
        policy,
      );
      if (verdict.action !== 'roll-back') continue;
      await registry.update((newest) => {
        // Only the canary that was judged: a promote or a new canary since then stands.
        const still = runningCanary(remote, newest[remote]);
        if (still?.manifestUrl !== canary.manifestUrl || still.startedAt !== canary.startedAt)
          return newest;
        return rollBackCanary(newest, remote, {
          reason: verdict.reason,
          decidedBy: `shell ${shellName}`,
          now: now(),
        });
      });
      logWarning(
        SHELL_ERRORS.CANARY_ROLLED_BACK,
        `${remote}: canary ${canary.manifestUrl} rolled back (${verdict.reason})`,
      );
    }
    for (const key of firstSeen.keys()) if (!seen.has(key)) firstSeen.delete(key);
  }

  function start(): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      check()
        .catch((error: unknown) =>
          logError(SHELL_ERRORS.CANARY_CHECK_FAILED, 'canary check failed', error),
        )
        .finally(() => {
          running = false;
        });
    }, policy.checkIntervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  return { check, start };
}
