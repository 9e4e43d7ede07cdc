/**
 * @jest-environment node
 */
import { canaryPolicyFromEnv, DEFAULT_CANARY_POLICY, judgeCanary } from './canary-policy';

const policy = { margin: 0.05, minViews: 100, checkIntervalMs: 1000 };

describe('the canary policy', () => {
  it('does not judge a canary with fewer than the minimum views, however bad', () => {
    const verdict = judgeCanary({ views: 99, errors: 99 }, { views: 1000, errors: 0 }, policy);
    expect(verdict).toEqual({ action: 'keep', reason: expect.stringContaining('99 of 100 views') });
  });

  it('rolls back once the canary’s rate is more than the margin above the stable one’s', () => {
    // 0.16 against 0.10: 0.06 over.
    const verdict = judgeCanary({ views: 100, errors: 16 }, { views: 1000, errors: 100 }, policy);
    expect(verdict.action).toBe('roll-back');
    expect(verdict.reason).toBe(
      'error rate over the margin: canary 0.160 (16 errors / 100 views) against stable 0.100 (100 errors / 1000 views), margin 0.05',
    );
  });

  it('keeps a canary within the margin, and one exactly at it', () => {
    expect(
      judgeCanary({ views: 100, errors: 14 }, { views: 1000, errors: 100 }, policy).action,
    ).toBe('keep');
    expect(judgeCanary({ views: 200, errors: 10 }, { views: 10, errors: 0 }, policy).action).toBe(
      'keep',
    );
  });

  it('counts a stable version without views as error-free', () => {
    expect(judgeCanary({ views: 100, errors: 6 }, { views: 0, errors: 0 }, policy).action).toBe(
      'roll-back',
    );
    expect(judgeCanary({ views: 100, errors: 5 }, { views: 0, errors: 0 }, policy).action).toBe(
      'keep',
    );
  });

  it('a margin of 0 rolls back any canary worse than stable', () => {
    const strict = { ...policy, margin: 0, minViews: 1 };
    expect(judgeCanary({ views: 10, errors: 1 }, { views: 10, errors: 0 }, strict).action).toBe(
      'roll-back',
    );
    expect(judgeCanary({ views: 10, errors: 1 }, { views: 10, errors: 1 }, strict).action).toBe(
      'keep',
    );
  });

  it('reads its settings from the environment, with defaults', () => {
    expect(canaryPolicyFromEnv({})).toEqual(DEFAULT_CANARY_POLICY);
    expect(DEFAULT_CANARY_POLICY).toEqual({ margin: 0.05, minViews: 200, checkIntervalMs: 10_000 });
    expect(
      canaryPolicyFromEnv({
        SHOP_CANARY_MARGIN: '0.2',
        SHOP_CANARY_MIN_VIEWS: '4',
        SHOP_CANARY_CHECK_MS: '500',
      }),
    ).toEqual({ margin: 0.2, minViews: 4, checkIntervalMs: 500 });
  });

  it('refuses a malformed setting with SHELL-040', () => {
    for (const env of [
      { SHOP_CANARY_MARGIN: '-0.1' },
      { SHOP_CANARY_MARGIN: 'five' },
      { SHOP_CANARY_MIN_VIEWS: '0' },
      { SHOP_CANARY_MIN_VIEWS: '2.5' },
      { SHOP_CANARY_CHECK_MS: '10' },
    ])
      expect(() => canaryPolicyFromEnv(env)).toThrow('SHELL-040');
  });
});
