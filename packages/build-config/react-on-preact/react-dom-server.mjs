// `react-dom/server` for the Node builds (ADR 38): React's, with the root under an id scope
// as the browser's hydrateRoot puts it (id-scope.mjs).
import { renderToString as renderReactToString } from 'shop-react-dom-server-itself';
import { createIdScope, withIdScope } from 'react';

export function renderToString(element, options) {
  return renderReactToString(withIdScope(createIdScope(options?.identifierPrefix), element));
}

export default { renderToString };
