import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { closePopup, useBusState } from '@shop/event-bus';
import { POPUPS } from '@shop/routes';
import type { OpenPopup, PopupKey, RemoteName } from '@shop/types';
import { ErrorBoundary, PopupFrame } from '@shop/ui';
import { loadRemoteModule } from '../federation/setup-federation';
import { closePopupsOnNavigation } from './close-on-navigation';
import { SHELL_POPUPS, type PopupComponent } from './shell-popups';
import { errorText, logError } from '@shop/error-codes';
import { SHELL_ERRORS } from '../error-codes';

export type { PopupComponent } from './shell-popups';

const lazyPopups = new Map<string, PopupComponent>();

async function loadShellPopup(key: PopupKey): Promise<{ default: PopupComponent }> {
  const load = SHELL_POPUPS[key];
  if (!load)
    throw new Error(errorText(SHELL_ERRORS.UNKNOWN_POPUP, `popup "${key}" is not available`));
  return load();
}

function popupComponent(key: PopupKey) {
  const { owner, module } = POPUPS[key];
  const id = `${owner}:${module}`;
  let component = lazyPopups.get(id);
  if (!component) {
    component = lazy(async () => {
      if (owner === 'shell') return loadShellPopup(key);
      return loadRemoteModule<{ default: PopupComponent }>(owner as RemoteName, module);
    });
    lazyPopups.set(id, component);
  }
  return component;
}

function LoadingFrame({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <PopupFrame title={intl.formatMessage({ id: 'shell.popup.loading' })} onClose={onClose}>
      <p aria-live="polite">{intl.formatMessage({ id: 'shell.popup.loading' })}</p>
    </PopupFrame>
  );
}

function ErrorFrame({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <PopupFrame title={intl.formatMessage({ id: 'shell.popup.error' })} onClose={onClose}>
      <p role="alert">{intl.formatMessage({ id: 'platform.remote.unavailable.hint' })}</p>
    </PopupFrame>
  );
}

function HostedPopup({ popup }: { popup: OpenPopup }) {
  const onClose = () => closePopup(popup.key);
  const Popup = useMemo(() => popupComponent(popup.key), [popup.key]);
  return (
    <ErrorBoundary
      onError={(error) => logError(SHELL_ERRORS.POPUP_FAILED, `popup ${popup.key} failed`, error)}
      fallback={() => <ErrorFrame onClose={onClose} />}
    >
      <Suspense fallback={<LoadingFrame onClose={onClose} />}>
        <Popup props={popup.props} onClose={onClose} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Renders the open popups of the popup bus, each loaded on demand from its owner. */
export function PopupHost() {
  const { open, someOpen } = useBusState('popup');
  useEffect(() => closePopupsOnNavigation(), []);
  useEffect(() => {
    document.body.dataset.popupOpen = String(someOpen);
  }, [someOpen]);
  return (
    <>
      {open.map((popup) => (
        <HostedPopup key={popup.key} popup={popup} />
      ))}
    </>
  );
}
