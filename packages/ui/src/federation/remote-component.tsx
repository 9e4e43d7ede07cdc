import {
  lazy,
  Suspense,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { getQueryClient, hydratePage } from '@shop/data';
import { loadExposedModule } from '@shop/event-bus';
import {
  CONTRACT_VERSION,
  PIECE_ATTRIBUTE,
  PIECE_PROPS_ATTRIBUTE,
  pieceDataId,
  type RemoteName,
} from '@shop/types';
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
  /**
   * Rendered by its owner at the edge when the page is (ADR 43): the server leaves a place for
   * it that the shell fills with the owner's `renderPiece`, and the browser hydrates that markup
   * in place. Only for a component whose owner's server entry renders it.
   */
  served?: boolean;
}

const noSubscription = () => () => undefined;

/** A piece's place a RemoteComponent has taken (see claimServedPiece). */
const CLAIMED = 'data-shop-piece-claimed';

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
 * render `loading`, and the component loads right after hydration (no mismatch, ADR 13) —
 * unless it is `served`: then the server leaves its place, which the shell fills (ADR 43).
 */
export function RemoteComponent<P extends object>({
  remote,
  expose,
  props,
  fallback = null,
  loading = null,
  served = false,
}: RemoteComponentProps<P>) {
  // false on the server and while hydrating, true in every client render after that.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const piece = keyOf(remote, expose);
  // The place the server left and the shell filled, taken by the first render that hydrates it.
  const [servedPlace] = useState(() => (served && !onServer() ? claimServedPiece(piece) : false));
  const Lazy = useMemo(
    () => lazy(() => takePreloaded<P>(remote, expose) ?? loadRemoteComponent<P>(remote, expose)),
    [remote, expose],
  );
  if (served && onServer())
    return (
      <div {...{ [PIECE_ATTRIBUTE]: piece, [PIECE_PROPS_ATTRIBUTE]: JSON.stringify(props) }} />
    );
  const component = (
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
  // Hydrating, the lazy component suspends and the served markup stays as it is until its code
  // and texts have come; then it hydrates in place (the same photos, not drawn twice).
  if (servedPlace) return <div {...{ [PIECE_ATTRIBUTE]: piece, [CLAIMED]: '' }}>{component}</div>;
  if (!inBrowser) return <>{loading}</>;
  return component;
}

const onServer = () => typeof document === 'undefined';

/**
 * Whether the page came with this piece's place (a served page, ADR 43): taken once, and its
 * data (the owner's render's queries) goes into the page's client first, so the piece's first
 * render finds what its markup shows.
 */
function claimServedPiece(piece: string): boolean {
  const place = [...document.querySelectorAll(`[${PIECE_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(PIECE_ATTRIBUTE) === piece && !element.hasAttribute(CLAIMED),
  );
  if (!place) return false;
  place.setAttribute(CLAIMED, '');
  const data = document.getElementById(pieceDataId(piece))?.textContent;
  try {
    if (data) hydratePage(getQueryClient(), JSON.parse(data) as unknown);
  } catch {
    // Unreadable data: the piece asks for its own, as a piece rendered in the browser does.
  }
  return true;
}
