import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '@shop/storefront';

/**
 * hidden: nothing drawn; loading: the bar creeps towards the end; finishing: it fills
 * and fades out, then goes back to hidden.
 */
export type ProgressPhase = 'hidden' | 'loading' | 'finishing';

export interface ProgressTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface ProgressOptions {
  /** A navigation that settles sooner shows nothing (docs/product/09-constants.md#cookies-and-timings: 200 ms). */
  throttleMs?: number;
  /** The bar finishes at the latest this long after the navigation started (docs/product/09-constants.md#cookies-and-timings: 5 s). */
  durationMs?: number;
  /** How long the filled bar stays before it disappears. */
  finishMs?: number;
  timers?: ProgressTimers;
}

export interface ProgressController {
  /** A navigation began (or another one replaced it). */
  start(): void;
  /** The page's code and data are there. */
  done(): void;
  /** A navigation is under way (shown or still inside the throttle). */
  readonly active: boolean;
  readonly phase: ProgressPhase;
  subscribe(listener: (phase: ProgressPhase) => void): () => void;
}

export const PROGRESS_FINISH_MS = 200;

const browserTimers: ProgressTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The timing of the navigation progress bar, free of the DOM so fake timers can drive it. */
export function createProgressController(options: ProgressOptions = {}): ProgressController {
  const {
    throttleMs = PROGRESS_BAR_THROTTLE_MS,
    durationMs = PROGRESS_BAR_DURATION_MS,
    finishMs = PROGRESS_FINISH_MS,
    timers = browserTimers,
  } = options;
  const listeners = new Set<(phase: ProgressPhase) => void>();
  let phase: ProgressPhase = 'hidden';
  let active = false;
  let showTimer: unknown;
  let durationTimer: unknown;
  let finishTimer: unknown;

  const setPhase = (next: ProgressPhase) => {
    if (next === phase) return;
    phase = next;
    for (const listener of listeners) listener(phase);
  };
  const clearAll = () => {
    for (const handle of [showTimer, durationTimer, finishTimer]) {
      if (handle !== undefined) timers.clearTimeout(handle);
    }
    showTimer = durationTimer = finishTimer = undefined;
  };

  const done = () => {
    if (!active) return;
    active = false;
    clearAll();
    if (phase !== 'loading') {
      // Settled inside the throttle: the visitor never saw a bar.
      setPhase('hidden');
      return;
    }
    setPhase('finishing');
    finishTimer = timers.setTimeout(() => {
      finishTimer = undefined;
      setPhase('hidden');
    }, finishMs);
  };

  return {
    start() {
      const wasShowing = phase === 'loading';
      clearAll();
      active = true;
      if (wasShowing) {
        // A navigation replacing a visible one keeps the bar rather than flashing it.
      } else {
        setPhase('hidden');
        showTimer = timers.setTimeout(() => {
          showTimer = undefined;
          setPhase('loading');
        }, throttleMs);
      }
      durationTimer = timers.setTimeout(done, durationMs);
    },
    done,
    get active() {
      return active;
    },
    get phase() {
      return phase;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
