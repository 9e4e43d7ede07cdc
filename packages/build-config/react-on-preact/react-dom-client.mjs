// `react-dom/client` on Preact (ADR 38), built on `react-dom` as React's is, with React's
// `identifierPrefix` option (see react.mjs).
import { hydrate, render, unmountComponentAtNode } from 'react-dom';
import { withIdPrefix } from 'react';

function rootWithPrefix(container, prefix) {
  return {
    render: (children) => render(withIdPrefix(prefix, children), container),
    unmount: () => unmountComponentAtNode(container),
  };
}

export function createRoot(container, options) {
  return rootWithPrefix(container, options?.identifierPrefix);
}

export function hydrateRoot(container, children, options) {
  const prefix = options?.identifierPrefix;
  hydrate(withIdPrefix(prefix, children), container);
  return rootWithPrefix(container, prefix);
}

export default { createRoot, hydrateRoot };
