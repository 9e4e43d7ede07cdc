// `react-dom/client` on Preact (ADR 38), built on `react-dom` as React's is, with React's
// `identifierPrefix` option: each root keeps one id scope (id-scope.mjs) for all its renders.
import { hydrate, render, unmountComponentAtNode } from 'react-dom';
import { createIdScope, withIdScope } from 'react';

function rootOf(container, scope) {
  return {
    render: (children) => render(withIdScope(scope, children), container),
    unmount: () => unmountComponentAtNode(container),
  };
}

export function createRoot(container, options) {
  return rootOf(container, createIdScope(options?.identifierPrefix));
}

export function hydrateRoot(container, children, options) {
  const scope = createIdScope(options?.identifierPrefix);
  hydrate(withIdScope(scope, children), container);
  return rootOf(container, scope);
}

export default { createRoot, hydrateRoot };
