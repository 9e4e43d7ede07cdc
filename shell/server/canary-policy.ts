import { errorText } from '@shop/error-codes';
import { SHELL_ERRORS } from '../src/error-codes';

/** When the shell rolls a canary back by itself (ADR 33; README "Canary releases"). */
export interface CanaryPolicy {
  /**
   * How much higher the canary's error rate (errors per page view) may be than the stable
   * version's before it is rolled back: 0.05 = five more errors per hundred views.
   */
  margin: number;
  /** The canary's page views (on this shell) before its rate is judged at all. */
  minViews: number;
  /** How often the shell looks at the counters (ms). */
  checkIntervalMs: number;
}

export const DEFAULT_CANARY_POLICY: CanaryPolicy = {
  margin: 0.05,
  minViews: 200,
  checkIntervalMs: 10_000,
};

/** Errors (boundary errors + remote load failures) and page views of one version. */
export interface VersionCounts {
  views: number;
  errors: number;
}

export type CanaryVerdict =
  { action: 'keep'; reason: string } | { action: 'roll-back'; reason: string };

const rate = ({ views, errors }: VersionCounts) => (views > 0 ? errors / views : 0);
const figure = (counts: VersionCounts) =>
  `${rate(counts).toFixed(3)} (${counts.errors} errors / ${counts.views} views)`;

/**
 * The canary is rolled back once it has at least `minViews` views and its error rate is more
 * than `margin` above the stable version's over the same time (a stable version without views
 * counts as error-free). The reason is what the registry records.
 */
export function judgeCanary(
  canary: VersionCounts,
  stable: VersionCounts,
  policy: CanaryPolicy,
): CanaryVerdict {
  if (canary.views < policy.minViews)
    return {
      action: 'keep',
      reason: `${canary.views} of ${policy.minViews} views needed to judge the canary`,
    };
  const excess = rate(canary) - rate(stable);
  const comparison = `canary ${figure(canary)} against stable ${figure(stable)}, margin ${policy.margin}`;
  return excess > policy.margin
    ? { action: 'roll-back', reason: `error rate over the margin: ${comparison}` }
    : { action: 'keep', reason: `error rate within the margin: ${comparison}` };
}

function number(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  valid: (value: number) => boolean,
): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || !valid(value))
    throw new Error(
      errorText(SHELL_ERRORS.CANARY_POLICY_INVALID, `${name}=${JSON.stringify(raw)} is not valid`),
    );
  return value;
}

/** SHOP_CANARY_MARGIN, SHOP_CANARY_MIN_VIEWS, SHOP_CANARY_CHECK_MS; a malformed one stops the start. */
export function canaryPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): CanaryPolicy {
  return {
    margin: number(env, 'SHOP_CANARY_MARGIN', DEFAULT_CANARY_POLICY.margin, (v) => v >= 0),
    minViews: number(
      env,
      'SHOP_CANARY_MIN_VIEWS',
      DEFAULT_CANARY_POLICY.minViews,
      (v) => Number.isInteger(v) && v >= 1,
    ),
    checkIntervalMs: number(
      env,
      'SHOP_CANARY_CHECK_MS',
      DEFAULT_CANARY_POLICY.checkIntervalMs,
      (v) => Number.isInteger(v) && v >= 100,
    ),
  };
}
