/** Lifetime of the profile session flags, in ms (docs/product/09-constants.md#cookies-and-timings). */
export const PROFILE_SESSION_FLAGS_TTL_MS = 60_000;

/** At most one reload per this many ms after a failed chunk load (docs/product/04-states.md#failed-chunk-load, docs/product/09-constants.md#cookies-and-timings). */
export const RELOAD_GUARD_MS = 60_000;

/** Route progress bar: update throttle and full duration, in ms (docs/product/09-constants.md#cookies-and-timings). */
export const PROGRESS_BAR_THROTTLE_MS = 200;
export const PROGRESS_BAR_DURATION_MS = 5_000;
