import {
  lazy,
  Suspense,
  useMemo,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { loadExposedModule } from '@shop/event-bus';
import { CONTRACT_VERSION, type RemoteName } from '@shop/types';
import { ErrorBoundary } from '../errors/error-boundary';
import { logError } from '@shop/error-codes';
import { UI_ERRORS } from '../error-codes';
import { arrivedModule } from '../remote/preloadable-lazy';

export interface RemoteComponentProps<P extends object> {
  remote: RemoteName;
  expose: string;
  props: P;
  /** Shown when the remote cannot load or its component throws. */
  fallback?: ReactNode;
  loading?: ReactNode;
}

const noSubscription = () => () => undefined;

type ExposedComponent<P extends object> = { default: ComponentType<P> };

/** Another remote's exposed component, at this app's contract (ADR 0014). */
function loadRemoteComponent<P extends object>(remote: RemoteName, expose: string) {
  // This copy of @shop/ui is compiled into the consumer, so the version is the consumer's.
  return loadExposedModule<ExposedComponent<P>>(remote, expose, CONTRACT_VERSION);
}

/**
 * Modules preloaded and arrived, each for the next RemoteComponent that shows it: once, so a
 * later one asks the loader again (a remote that was down may be back).
 */
const preloaded = new Map<string, ExposedComponent<object>>();
const keyOf = (remote: RemoteName, expose: string) => `${remote}/${expose}`;

/**
 * Starts loading a component another remote exposes before anything renders it: its code then
 * downloads beside what the page is waiting for (its data) instead of after, and the
 * RemoteComponent that shows it renders it in its first pass, without suspending. A failure is
 * left to that RemoteComponent, which shows its fallback.
 */
export function preloadRemoteComponent(remote: RemoteName, expose: string): void {
  loadRemoteComponent(remote, expose).then(
    (module) => void preloaded.set(keyOf(remote, expose), module),
    () => undefined,
  );
}

/** The preloaded module, read by React.lazy on the spot; null when none has arrived. */
function takePreloaded<P extends object>(remote: RemoteName, expose: string) {
  const module = preloaded.get(keyOf(remote, expose)) as ExposedComponent<P> | undefined;
  if (!module) return null;
  preloaded.delete(keyOf(remote, expose));
  return arrivedModule(module);
}

/**
 * Renders a component another remote exposes, behind its own boundary and fallback. The
 * fallback also shows when that remote's contract major differs from this app's (ADR 0014).
 * A server render has no loader for other remotes: the server and the hydrating browser both
 * render `loading`, and the component loads right after hydration (no mismatch, ADR 13).
 */
export function RemoteComponent<P extends object>({
  remote,
  expose,
  props,
  fallback = null,
  loading = null,
}: RemoteComponentProps<P>) {
  // false on the server and while hydrating, true in every client render after that.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const Lazy = useMemo(
    () => lazy(() => takePreloaded<P>(remote, expose) ?? loadRemoteComponent<P>(remote, expose)),
    [remote, expose],
  );
  if (!inBrowser) return <>{loading}</>;
  return (
    <ErrorBoundary
      onError={(error) =>
        logError(UI_ERRORS.REMOTE_COMPONENT_FAILED, `${remote}${expose.slice(1)} failed`, error)
      }
      fallback={() => fallback}
    >
      <Suspense fallback={loading}>
        <Lazy {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
