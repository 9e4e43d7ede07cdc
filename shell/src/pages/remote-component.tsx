import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import type { RemoteName } from '@shop/types';
import { ErrorBoundary } from '@shop/ui';
import { loadRemoteModule } from '../federation/setup-federation';
import { RemoteUnavailable } from './remote-unavailable';

/** Renders a component another remote exposes, behind its own boundary and fallback. */
export function RemoteComponent<P extends object>({
  remote,
  expose,
  props,
}: {
  remote: RemoteName;
  expose: string;
  props: P;
}) {
  const Lazy = useMemo(
    () => lazy(() => loadRemoteModule<{ default: ComponentType<P> }>(remote, expose)),
    [remote, expose],
  );
  return (
    <ErrorBoundary
      onError={(error) => console.error(`[shell] SHELL-006 ${remote}${expose} crashed`, error)}
      fallback={() => <RemoteUnavailable compact />}
    >
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
