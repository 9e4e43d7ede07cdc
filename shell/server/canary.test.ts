/**
 * @jest-environment node
 */
import {
  allServedManifests,
  canaryStatus,
  manifestsForVisitor,
  promoteCanary,
  rollBackCanary,
  startCanary,
  supersedeCanary,
  type CanaryRegistry,
} from './canary';

const V1 = 'https://cdn.example/catalog/v1/mf-manifest.json?contract=1.0.0';
const V2 = 'https://cdn.example/catalog/v2/mf-manifest.json?contract=1.0.0';
const FAV = 'https://cdn.example/favorites/v1/mf-manifest.json';
const NOW = new Date('2026-11-24T10:00:00.000Z');
const LATER = new Date('2026-11-24T10:30:00.000Z');
const byCommand = { reason: 'by command', decidedBy: 'command', now: LATER };

const stable = (): CanaryRegistry => ({
  catalog: { current: V1, history: [V1] },
  favorites: { current: FAV, history: [FAV] },
});

describe('canary releases in the registry', () => {
  it('records a canary beside the stable version, which stays current', () => {
    const registry = startCanary(stable(), 'catalog', V2, 50, NOW);
    expect(registry.catalog).toEqual({
      current: V1,
      history: [V1],
      canary: { manifestUrl: V2, percent: 50, startedAt: '2026-11-24T10:00:00.000Z' },
    });
    expect(registry.favorites).toEqual(stable().favorites);
  });

  it('serves the canary to the visitors whose bucket is below its percent, and only its remote', () => {
    const registry = startCanary(stable(), 'catalog', V2, 30, NOW);
    expect(manifestsForVisitor(registry, 0)).toEqual({ catalog: V2, favorites: FAV });
    expect(manifestsForVisitor(registry, 29)).toEqual({ catalog: V2, favorites: FAV });
    expect(manifestsForVisitor(registry, 30)).toEqual({ catalog: V1, favorites: FAV });
    expect(manifestsForVisitor(registry, 99)).toEqual({ catalog: V1, favorites: FAV });
    expect(allServedManifests(registry).sort()).toEqual([V1, V2, FAV].sort());
  });

  it('refuses a percent outside 1-99, a non-http URL, a remote never deployed and the current version', () => {
    for (const percent of [0, 100, 12.5, Number.NaN])
      expect(() => startCanary(stable(), 'catalog', V2, percent, NOW)).toThrow('DEPLOY-008');
    expect(() => startCanary(stable(), 'catalog', 'javascript:alert(1)', 50, NOW)).toThrow(
      'DEPLOY-004',
    );
    expect(() => startCanary(stable(), 'certificates', V2, 50, NOW)).toThrow('DEPLOY-001');
    expect(() => startCanary(stable(), 'catalog', V1, 50, NOW)).toThrow('DEPLOY-010');
  });

  it('promotes: every visitor gets the canary, history has it, the decision is kept', () => {
    const registry = promoteCanary(
      startCanary(stable(), 'catalog', V2, 50, NOW),
      'catalog',
      byCommand,
    );
    expect(registry.catalog).toEqual({
      current: V2,
      history: [V1, V2],
      canary: {
        manifestUrl: V2,
        percent: 50,
        startedAt: '2026-11-24T10:00:00.000Z',
        decision: 'promoted',
        reason: 'by command',
        decidedBy: 'command',
        decidedAt: '2026-11-24T10:30:00.000Z',
      },
    });
    for (const bucket of [0, 99]) expect(manifestsForVisitor(registry, bucket).catalog).toBe(V2);
  });

  it('rolls back: every visitor gets the stable version, the decision and why are kept', () => {
    const registry = rollBackCanary(startCanary(stable(), 'catalog', V2, 50, NOW), 'catalog', {
      reason: 'error rate over the margin',
      decidedBy: 'shell a:1',
      now: LATER,
    });
    expect(registry.catalog?.current).toBe(V1);
    expect(registry.catalog?.history).toEqual([V1]);
    expect(registry.catalog?.canary).toMatchObject({
      decision: 'rolled-back',
      reason: 'error rate over the margin',
      decidedBy: 'shell a:1',
    });
    for (const bucket of [0, 49, 99])
      expect(manifestsForVisitor(registry, bucket).catalog).toBe(V1);
    expect(allServedManifests(registry)).not.toContain(V2);
  });

  it('refuses to promote or roll back a canary that is not running (DEPLOY-009)', () => {
    expect(() => promoteCanary(stable(), 'catalog', byCommand)).toThrow('DEPLOY-009');
    const ended = rollBackCanary(
      startCanary(stable(), 'catalog', V2, 50, NOW),
      'catalog',
      byCommand,
    );
    expect(() => promoteCanary(ended, 'catalog', byCommand)).toThrow('DEPLOY-009');
    expect(() => rollBackCanary(ended, 'catalog', byCommand)).toThrow('DEPLOY-009');
  });

  it('a whole deploy supersedes a running canary', () => {
    const registry = supersedeCanary(startCanary(stable(), 'catalog', V2, 50, NOW), 'catalog', {
      ...byCommand,
      reason: 'a new version deployed to every visitor',
    });
    expect(registry.catalog?.canary?.decision).toBe('superseded');
    expect(supersedeCanary(stable(), 'catalog', byCommand)).toEqual(stable());
  });

  it('ignores (and logs SHELL-041) a malformed canary: everyone gets the stable version', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry: CanaryRegistry = {
      catalog: {
        current: V1,
        history: [V1],
        canary: { manifestUrl: 'javascript:alert(1)', percent: 50, startedAt: '' },
      },
    };
    expect(manifestsForVisitor(registry, 0)).toEqual({ catalog: V1 });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('SHELL-041'));
    error.mockRestore();
  });

  it('says per remote what is served and how its last canary ended', () => {
    const running = startCanary(stable(), 'catalog', V2, 50, NOW);
    expect(canaryStatus(running)).toEqual([
      `catalog: stable ${V1}; canary ${V2} to 50 % since 2026-11-24T10:00:00.000Z`,
      `favorites: stable ${FAV}`,
    ]);
    expect(canaryStatus(rollBackCanary(running, 'catalog', byCommand))[0]).toBe(
      `catalog: stable ${V1}; last canary ${V2} rolled-back at 2026-11-24T10:30:00.000Z by command: by command`,
    );
  });
});
