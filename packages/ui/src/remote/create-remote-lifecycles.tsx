import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { acquireRemoteStyles } from './remote-styles';
import { RemoteProviders, type RemoteMessages } from './remote-providers';

export interface RemoteAppOptions {
  /** The federation container name, e.g. 'catalog' or 'cart_checkout'. */
  container: string;
  messages: RemoteMessages;
  Root: ComponentType;
}

/**
 * The single-spa lifecycles every remote exposes as `./app`. Unmount releases
 * the React root, the remote's style sheets and (through React) its subscriptions.
 */
export function createRemoteLifecycles({
  container,
  messages,
  Root,
}: RemoteAppOptions): LifeCycles {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: () => (
      <RemoteProviders messages={messages}>
        <Root />
      </RemoteProviders>
    ),
    // Last resort only: RemoteProviders' own boundary catches render errors with localized text.
    errorBoundary: () => <p role="alert">{container}: error</p>,
  });
  let release: (() => void) | null = null;
  return {
    bootstrap: lifecycles.bootstrap,
    mount: async (props) => {
      release = acquireRemoteStyles(container);
      await lifecycles.mount(props);
    },
    unmount: async (props) => {
      await lifecycles.unmount(props);
      release?.();
      release = null;
    },
  };
}

/** Wraps a component another remote or the shell renders (popup, product card). */
export function withRemoteProviders<P extends object>(
  container: string,
  messages: RemoteMessages,
  Component: ComponentType<P>,
): ComponentType<P> {
  function Exposed(props: P) {
    React.useEffect(() => acquireRemoteStyles(container), []);
    return (
      <RemoteProviders messages={messages}>
        <Component {...props} />
      </RemoteProviders>
    );
  }
  Exposed.displayName = `Exposed(${container})`;
  return Exposed;
}
