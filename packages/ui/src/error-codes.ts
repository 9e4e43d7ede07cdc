/** @shop/ui's error codes (components and the contract test kit): code → meaning. */
import { defineErrorCodes } from '@shop/error-codes';

export const UI_ERRORS = defineErrorCodes(
  { source: 'ui', prefixes: ['UI', 'CONTRACT'] },
  {
    REMOTE_COMPONENT_FAILED: [
      'UI-001',
      "A remote's exposed component threw or did not load: its fallback is shown.",
    ],
    // UI-002 (a swiper slider that failed) is retired with swiper (ADR 38); never reused.
    NO_ROUTE: ['CONTRACT-001', 'The contract test kit met a path no route matches.'],
  },
);
