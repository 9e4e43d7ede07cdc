/**
 * @jest-environment node
 */
import { canaryPolicyFromEnv, DEFAULT_CANARY_POLICY, judgeCanary } from './canary-policy';

const policy = { margin: 0.05, minVisitors: 100, checkIntervalMs: 1000 };

describe('the canary policy', () => {
  it('does not judge a canary with fewer than the minimum visitors, however bad', () => {
    const verdict = judgeCanary(
      { visitors: 99, withErrors: 99 },
      { visitors: 1000, withErrors: 0 },
      policy,
    );
    expect(verdict).toEqual({
      action: 'keep',
      reason: expect.stringContaining('99 of 100 visitors'),
    });
  });

  it('rolls back once the canary’s rate is more than the margin above the stable one’s', () => {
    // 0.16 against 0.10: 0.06 over.
    const verdict = judgeCanary(
      { visitors: 100, withErrors: 16 },
      { visitors: 1000, withErrors: 100 },
      policy,
    );
    expect(verdict.action).toBe('roll-back');
    expect(verdict.reason).toBe(
      'error rate over the margin: canary 0.160 (16 of 100 visitors with errors) against stable 0.100 (100 of 1000 visitors with errors), margin 0.05',
    );
  });

  it('keeps a canary within the margin, and one exactly at it', () => {
    expect(
      judgeCanary({ visitors: 100, withErrors: 14 }, { visitors: 1000, withErrors: 100 }, policy)
        .action,
    ).toBe('keep');
    expect(
      judgeCanary({ visitors: 200, withErrors: 10 }, { visitors: 10, withErrors: 0 }, policy)
        .action,
    ).toBe('keep');
  });

  it('counts a stable version without visitors as error-free', () => {
    expect(
      judgeCanary({ visitors: 100, withErrors: 6 }, { visitors: 0, withErrors: 0 }, policy).action,
    ).toBe('roll-back');
    expect(
      judgeCanary({ visitors: 100, withErrors: 5 }, { visitors: 0, withErrors: 0 }, policy).action,
    ).toBe('keep');
  });

  it('a margin of 0 rolls back any canary worse than stable', () => {
    const strict = { ...policy, margin: 0, minVisitors: 1 };
    expect(
      judgeCanary({ visitors: 10, withErrors: 1 }, { visitors: 10, withErrors: 0 }, strict).action,
    ).toBe('roll-back');
    expect(
      judgeCanary({ visitors: 10, withErrors: 1 }, { visitors: 10, withErrors: 1 }, strict).action,
    ).toBe('keep');
  });

  it('reads its settings from the environment, with defaults', () => {
    expect(canaryPolicyFromEnv({})).toEqual(DEFAULT_CANARY_POLICY);
    expect(DEFAULT_CANARY_POLICY).toEqual({
      margin: 0.05,
      minVisitors: 200,
      checkIntervalMs: 10_000,
    });
    expect(
      canaryPolicyFromEnv({
        SHOP_CANARY_MARGIN: '0.2',
        SHOP_CANARY_MIN_VISITORS: '4',
        SHOP_CANARY_CHECK_MS: '500',
      }),
    ).toEqual({ margin: 0.2, minVisitors: 4, checkIntervalMs: 500 });
  });

  it('refuses the former SHOP_CANARY_MIN_VIEWS: it counted page views, the threshold now counts visitors', () => {
    expect(() => canaryPolicyFromEnv({ SHOP_CANARY_MIN_VIEWS: '200' })).toThrow(
      /SHELL-040.*SHOP_CANARY_MIN_VISITORS/,
    );
  });

  it('refuses a malformed setting with SHELL-040', () => {
    for (const env of [
      { SHOP_CANARY_MARGIN: '-0.1' },
      { SHOP_CANARY_MARGIN: 'five' },
      { SHOP_CANARY_MIN_VISITORS: '0' },
      { SHOP_CANARY_MIN_VISITORS: '2.5' },
      { SHOP_CANARY_CHECK_MS: '10' },
    ])
      expect(() => canaryPolicyFromEnv(env)).toThrow('SHELL-040');
  });
});
