// `react-dom/server` on Preact for the Node builds (ADR 38): the same ids as the browser's
// hydration, under the root's `identifierPrefix` (see react.mjs).
import { renderToString as renderPreactToString } from 'preact-render-to-string';
import { withIdPrefix } from 'react';

export function renderToString(element, options) {
  return renderPreactToString(withIdPrefix(options?.identifierPrefix, element));
}

export default { renderToString };
