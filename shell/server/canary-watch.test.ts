/**
 * @jest-environment node
 */
import type { RemoteName } from '@shop/types';
import { promoteCanary, startCanary, type CanaryRegistry } from './canary';
import type { VisitorCounts } from './canary-policy';
import { createCanaryWatch } from './canary-watch';

const V1 = 'https://cdn.example/catalog/v1/mf-manifest.json';
const V2 = 'https://cdn.example/catalog/v2/mf-manifest.json';
const policy = { margin: 0.1, minVisitors: 4, checkIntervalMs: 1000 };
const NOW = Date.parse('2026-11-24T10:05:00Z');

function fixture() {
  let document: CanaryRegistry = startCanary(
    { catalog: { current: V1, history: [V1] } },
    'catalog',
    V2,
    50,
    new Date('2026-11-24T10:00:00Z'),
  );
  // New visitors of a version, each batch seen at a moment (the beacons' table, counted since).
  const seen: { url: string; at: number; counts: VisitorCounts }[] = [];
  const count = (url: string, visitors: number, withErrors: number, at = NOW) =>
    seen.push({ url, at, counts: { visitors, withErrors } });
  const watch = createCanaryWatch({
    registry: {
      read: async () => document,
      update: async (change) => (document = change(document)),
    },
    counters: {
      visitorsSince: (_remote: RemoteName, url: string, since: number) =>
        seen
          .filter((batch) => batch.url === url && batch.at >= since)
          .reduce(
            (sum, { counts }) => ({
              visitors: sum.visitors + counts.visitors,
              withErrors: sum.withErrors + counts.withErrors,
            }),
            { visitors: 0, withErrors: 0 },
          ),
    },
    policy,
    shellName: 'test:1',
    now: () => new Date(NOW),
  });
  return {
    watch,
    count,
    get document() {
      return document;
    },
    set document(next: CanaryRegistry) {
      document = next;
    },
  };
}

describe('the canary watch', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('rolls a failing canary back in the shared registry, with the figures as the reason', async () => {
    const shop = fixture();
    await shop.watch.check();
    shop.count(V2, 4, 4);
    shop.count(V1, 10, 0);
    await shop.watch.check();
    expect(shop.document.catalog?.current).toBe(V1);
    expect(shop.document.catalog?.canary).toMatchObject({
      decision: 'rolled-back',
      decidedBy: 'shell test:1',
      decidedAt: '2026-11-24T10:05:00.000Z',
      reason:
        'error rate over the margin: canary 1.000 (4 of 4 visitors with errors) against stable 0.000 (0 of 10 visitors with errors), margin 0.1',
    });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('SHELL-038 catalog'));
  });

  it('waits for the minimum visitors and keeps a canary as healthy as stable', async () => {
    const shop = fixture();
    await shop.watch.check();
    shop.count(V2, 3, 3);
    await shop.watch.check();
    expect(shop.document.catalog?.canary?.decision).toBeUndefined();
    shop.count(V2, 37, 1);
    shop.count(V1, 40, 4);
    await shop.watch.check();
    expect(shop.document.catalog?.canary?.decision).toBeUndefined();
  });

  it('counts only what happened since it first saw the canary', async () => {
    const shop = fixture();
    // Errors of the stable version before the canary: they do not excuse the canary.
    shop.count(V1, 10, 10, NOW - 1);
    await shop.watch.check();
    shop.count(V1, 10, 0);
    shop.count(V2, 10, 5);
    await shop.watch.check();
    expect(shop.document.catalog?.canary?.reason).toContain(
      'canary 0.500 (5 of 10 visitors with errors) against stable 0.000 (0 of 10 visitors with errors)',
    );
  });

  it('leaves a canary promoted between its read and its write alone', async () => {
    const shop = fixture();
    const running = shop.document;
    const promoted = promoteCanary(running, 'catalog', {
      reason: 'by command',
      decidedBy: 'command',
      now: new Date(),
    });
    let failing = false;
    const watch = createCanaryWatch({
      // Every read still sees the canary running; the write meets the promoted registry.
      registry: {
        read: async () => running,
        update: async (change) => (shop.document = change(promoted)),
      },
      counters: {
        visitorsSince: (_remote, url) =>
          failing && url === V2 ? { visitors: 10, withErrors: 10 } : { visitors: 0, withErrors: 0 },
      },
      policy,
    });
    await watch.check();
    failing = true;
    await watch.check();
    expect(shop.document.catalog?.canary?.decision).toBe('promoted');
    expect(shop.document.catalog?.current).toBe(V2);
  });
});
