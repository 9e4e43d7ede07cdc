// What `react` is in the browser bundles (ADR 38): Preact's compat layer, about a sixth of
// React's bytes, with a useId that numbers ids as the server's React does (id-scope.mjs).
import compat from 'preact/compat';
import { idScopeOf } from './id-scope.mjs';

export * from 'preact/compat';

export const { useId, createIdScope, withIdScope } = idScopeOf(compat);

export default { ...compat, useId };
