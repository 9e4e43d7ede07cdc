import { errorText } from '@shop/error-codes';
import { SHELL_ERRORS } from '../src/error-codes';

/** When the shell rolls a canary back by itself (ADR 33; README "Canary releases"). */
export interface CanaryPolicy {
  /**
   * How much higher the canary's error rate (the share of its visitors who met an error) may
   * be than the stable version's before it is rolled back: 0.05 = five more in a hundred.
   */
  margin: number;
  /** The canary's visitors (client addresses, on this shell) before its rate is judged at all. */
  minVisitors: number;
  /** How often the shell looks at the counters (ms). */
  checkIntervalMs: number;
}

export const DEFAULT_CANARY_POLICY: CanaryPolicy = {
  margin: 0.05,
  minVisitors: 200,
  checkIntervalMs: 10_000,
};

/**
 * Visitors of one version (client addresses, client-beacons.ts' visitorAddress) since a
 * moment: those whose pages loaded it, and those of them who met an error with it (a boundary
 * error or a load failure). One address, one vote: anyone can send a beacon (ADR 33 addendum).
 */
export interface VisitorCounts {
  visitors: number;
  withErrors: number;
}

export type CanaryVerdict =
  { action: 'keep'; reason: string } | { action: 'roll-back'; reason: string };

// A visitor seen meeting an error but not loading the version since (a beacon lost) counts once.
const rate = ({ visitors, withErrors }: VisitorCounts) =>
  visitors > 0 ? Math.min(1, withErrors / visitors) : 0;
const figure = (counts: VisitorCounts) =>
  `${rate(counts).toFixed(3)} (${counts.withErrors} of ${counts.visitors} visitors with errors)`;

/**
 * The canary is rolled back once it has at least `minVisitors` visitors and its error rate is
 * more than `margin` above the stable version's over the same time (a stable version without
 * visitors counts as error-free). The reason is what the registry records.
 */
export function judgeCanary(
  canary: VisitorCounts,
  stable: VisitorCounts,
  policy: CanaryPolicy,
): CanaryVerdict {
  if (canary.visitors < policy.minVisitors)
    return {
      action: 'keep',
      reason: `${canary.visitors} of ${policy.minVisitors} visitors needed to judge the canary`,
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

/** SHOP_CANARY_MARGIN, SHOP_CANARY_MIN_VISITORS, SHOP_CANARY_CHECK_MS; a malformed one stops the start. */
export function canaryPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): CanaryPolicy {
  // The threshold counted page views until the canary was judged by visitors: a setting made
  // for views would mean something else now, so it stops the start instead of being ignored.
  if (env.SHOP_CANARY_MIN_VIEWS !== undefined)
    throw new Error(
      errorText(
        SHELL_ERRORS.CANARY_POLICY_INVALID,
        'SHOP_CANARY_MIN_VIEWS is now SHOP_CANARY_MIN_VISITORS (client addresses, not page views)',
      ),
    );
  return {
    margin: number(env, 'SHOP_CANARY_MARGIN', DEFAULT_CANARY_POLICY.margin, (v) => v >= 0),
    minVisitors: number(
      env,
      'SHOP_CANARY_MIN_VISITORS',
      DEFAULT_CANARY_POLICY.minVisitors,
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
