// What `react` is in the Node builds (ADR 38): React itself, whose server render costs about
// half of Preact's, with the useId the browser's Preact numbers alike (id-scope.mjs).
import React from 'shop-react-itself';
import { idScopeOf } from './id-scope.mjs';

export * from 'shop-react-itself';

export const { useId, createIdScope, withIdScope } = idScopeOf(React);

export default { ...React, useId };
