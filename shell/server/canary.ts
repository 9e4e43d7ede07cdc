import type { RemoteName } from '@shop/types';
import { errorText, logError } from '@shop/error-codes';
import { SHELL_ERRORS } from '../src/error-codes';
import { inCanary } from './canary-bucket';
import { currentManifests, isManifestUrl, type RemoteDeployments } from './registry-store';

/**
 * A remote's canary in the registry document (ADR 33): `manifestUrl` is served to `percent` % of
 * visitors (by their bucket) until a decision ends it. The ended canary stays in the document,
 * with who decided what and why, until the next canary replaces it.
 */
export interface CanaryRelease {
  manifestUrl: string;
  percent: number;
  /** ISO time of the deploy. */
  startedAt: string;
  decision?: 'promoted' | 'rolled-back' | 'superseded';
  /** Why: "by command", or the figures an automatic rollback was decided on. */
  reason?: string;
  decidedAt?: string;
  /** `command`, or the shell that decided (host:pid). */
  decidedBy?: string;
}

export type CanaryDeployments = RemoteDeployments & { canary?: CanaryRelease };
export type CanaryRegistry = Partial<Record<RemoteName, CanaryDeployments>>;

export interface CanaryDecision {
  reason: string;
  decidedBy: string;
  now: Date;
}

const PERCENT = (value: number) => Number.isInteger(value) && value >= 1 && value <= 99;

/** A canary still served (no decision yet) and well formed; anything else serves the stable version. */
export function runningCanary(
  remote: RemoteName,
  deployments: CanaryDeployments | undefined,
): CanaryRelease | null {
  const canary = deployments?.canary;
  if (!canary || canary.decision) return null;
  if (isManifestUrl(canary.manifestUrl) && PERCENT(canary.percent)) return canary;
  logError(
    SHELL_ERRORS.CANARY_ENTRY_INVALID,
    `the canary of ${remote} is not an http(s) URL with a percent of 1-99; ignored`,
  );
  return null;
}

/** The manifests one visitor gets: the stable versions, and each running canary their bucket falls in. */
export function manifestsForVisitor(
  registry: CanaryRegistry,
  bucket: number,
): Partial<Record<RemoteName, string>> {
  const manifests = currentManifests(registry);
  for (const remote of Object.keys(registry) as RemoteName[]) {
    const canary = runningCanary(remote, registry[remote]);
    if (canary && manifests[remote] && inCanary(bucket, canary.percent))
      manifests[remote] = canary.manifestUrl;
  }
  return manifests;
}

/** Every manifest some visitor may get (the servers warm all of them). */
export function allServedManifests(registry: CanaryRegistry): string[] {
  const manifests = Object.values(currentManifests(registry));
  for (const remote of Object.keys(registry) as RemoteName[]) {
    const canary = runningCanary(remote, registry[remote]);
    if (canary) manifests.push(canary.manifestUrl);
  }
  return manifests;
}

/** The registry with `manifestUrl` published as `remote`'s canary to `percent` % of visitors. */
export function startCanary(
  registry: CanaryRegistry,
  remote: RemoteName,
  manifestUrl: string,
  percent: number,
  now: Date,
): CanaryRegistry {
  if (!PERCENT(percent))
    throw new Error(
      errorText(
        SHELL_ERRORS.CANARY_PERCENT_INVALID,
        `${remote}: --canary ${percent} is not a whole percent from 1 to 99`,
      ),
    );
  if (!isManifestUrl(manifestUrl))
    throw new Error(
      errorText(
        SHELL_ERRORS.ORIGIN_NOT_HTTP,
        `${remote}: ${JSON.stringify(manifestUrl)} is not an http(s) URL`,
      ),
    );
  const deployments = registry[remote];
  // A canary is measured against a stable version: the first deploy of a remote is whole.
  if (!deployments)
    throw new Error(
      errorText(
        SHELL_ERRORS.NEVER_DEPLOYED,
        `${remote} has never been deployed; deploy it without --canary first`,
      ),
    );
  if (deployments.current === manifestUrl)
    throw new Error(
      errorText(
        SHELL_ERRORS.CANARY_IS_CURRENT,
        `${remote}: ${manifestUrl} is already what every visitor gets`,
      ),
    );
  return {
    ...registry,
    [remote]: {
      ...deployments,
      canary: { manifestUrl, percent, startedAt: now.toISOString() },
    },
  };
}

function decided(
  deployments: CanaryDeployments,
  canary: CanaryRelease,
  decision: NonNullable<CanaryRelease['decision']>,
  { reason, decidedBy, now }: CanaryDecision,
): CanaryDeployments {
  return {
    ...deployments,
    canary: { ...canary, decision, reason, decidedBy, decidedAt: now.toISOString() },
  };
}

function canaryOf(registry: CanaryRegistry, remote: RemoteName): CanaryRelease {
  const canary = runningCanary(remote, registry[remote]);
  if (!canary)
    throw new Error(errorText(SHELL_ERRORS.NO_CANARY, `${remote} has no running canary`));
  return canary;
}

/** Every visitor gets the canary: it becomes the current version (and the newest in history). */
export function promoteCanary(
  registry: CanaryRegistry,
  remote: RemoteName,
  decision: CanaryDecision,
): CanaryRegistry {
  const canary = canaryOf(registry, remote);
  const deployments = registry[remote] as CanaryDeployments;
  const history = [
    ...deployments.history.filter((url) => url !== canary.manifestUrl),
    canary.manifestUrl,
  ];
  return {
    ...registry,
    [remote]: decided(
      { ...deployments, current: canary.manifestUrl, history },
      canary,
      'promoted',
      decision,
    ),
  };
}

/** Every visitor gets the stable version again; the canary is kept with the decision and why. */
export function rollBackCanary(
  registry: CanaryRegistry,
  remote: RemoteName,
  decision: CanaryDecision,
): CanaryRegistry {
  const canary = canaryOf(registry, remote);
  return {
    ...registry,
    [remote]: decided(registry[remote] as CanaryDeployments, canary, 'rolled-back', decision),
  };
}

/** A whole deploy while a canary runs ends the canary: the new version is everyone's. */
export function supersedeCanary(
  registry: CanaryRegistry,
  remote: RemoteName,
  decision: CanaryDecision,
): CanaryRegistry {
  const canary = runningCanary(remote, registry[remote]);
  if (!canary) return registry;
  return {
    ...registry,
    [remote]: decided(registry[remote] as CanaryDeployments, canary, 'superseded', decision),
  };
}

/** One line per remote for `npm run canary:status`: what is served, and each canary's state. */
export function canaryStatus(registry: CanaryRegistry): string[] {
  return (Object.keys(registry) as RemoteName[]).sort().map((remote) => {
    const deployments = registry[remote] as CanaryDeployments;
    const canary = deployments.canary;
    const stable = `${remote}: stable ${deployments.current}`;
    if (!canary) return stable;
    if (!canary.decision)
      return `${stable}; canary ${canary.manifestUrl} to ${canary.percent} % since ${canary.startedAt}`;
    return (
      `${stable}; last canary ${canary.manifestUrl} ${canary.decision} at ${canary.decidedAt}` +
      ` by ${canary.decidedBy}: ${canary.reason}`
    );
  });
}
