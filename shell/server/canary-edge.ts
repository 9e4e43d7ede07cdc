import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteName } from '@shop/types';
import { inCanary, visitorBucket } from './canary-bucket';
import { manifestsForVisitor, runningCanary, type CanaryRegistry } from './canary';
import { canaryPolicyFromEnv, type CanaryPolicy } from './canary-policy';
import { canaryRegistryOf } from './canary-registry';
import { createCanaryWatch } from './canary-watch';
import type { ClientBeacons } from './client-beacons';
import { currentManifests } from './registry-store';

/** What one visitor is served while canaries run. */
export interface VisitorChoice {
  /** The manifests this visitor gets, for the page and for /remotes.json alike. */
  manifests: Partial<Record<RemoteName, string>>;
  /**
   * The remotes whose canary this visitor gets ('' for the stable versions): what a cached
   * page must be keyed on beside the registry version — a few variants, not 100 buckets.
   */
  variant: string;
  /** Whether this answer carries the new visitor's bucket cookie (then no cache may keep it). */
  cookieSet: boolean;
}

/**
 * The versions this visitor gets (ADR 33). While a canary runs, a visitor without a bucket is
 * given one here (the Set-Cookie goes on this answer), so the page and every later
 * /remotes.json of that visitor pick the same versions. Without a running canary no cookie is
 * set: pages stay free of per-visitor headers.
 */
export function visitorChoice(
  request: FastifyRequest,
  reply: FastifyReply,
  registry: CanaryRegistry,
): VisitorChoice {
  const running = (Object.keys(registry) as RemoteName[]).flatMap((remote) => {
    const canary = runningCanary(remote, registry[remote]);
    return canary ? [{ remote, canary }] : [];
  });
  if (running.length === 0)
    return { manifests: currentManifests(registry), variant: '', cookieSet: false };
  const { bucket, setCookie } = visitorBucket(request.headers.cookie, request.protocol === 'https');
  // Fastify appends a second set-cookie (the attribution cookie's) rather than replacing it.
  if (setCookie) reply.header('set-cookie', setCookie);
  return {
    manifests: manifestsForVisitor(registry, bucket),
    variant: running
      .filter(({ canary }) => inCanary(bucket, canary.percent))
      .map(({ remote }) => remote)
      .sort()
      .join(','),
    cookieSet: setCookie !== null,
  };
}

/** Starts the shell's canary watch with the server and stops it with it. */
export function registerCanaryWatch(
  app: FastifyInstance,
  options: {
    /** The registry store every shell shares (or its file). */
    registry: Parameters<typeof canaryRegistryOf>[0];
    beacons: ClientBeacons;
    policy?: CanaryPolicy;
  },
): void {
  const watch = createCanaryWatch({
    registry: canaryRegistryOf(options.registry),
    // Its visitors per remote version, one per client address (client-beacons.ts).
    counters: options.beacons,
    // A malformed SHOP_CANARY_* stops the server here (SHELL-040).
    policy: options.policy ?? canaryPolicyFromEnv(),
  });
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stop = watch.start();
  });
  app.addHook('onClose', async () => stop?.());
}
