/** @shop/ui's error codes (components and the contract test kit): code → meaning. */
import { defineErrorCodes } from '@shop/error-codes';

export const UI_ERRORS = defineErrorCodes(
  { source: 'ui', prefixes: ['UI', 'CONTRACT'] },
  {
    REMOTE_COMPONENT_FAILED: [
      'UI-001',
      "A remote's exposed component threw or did not load: its fallback is shown.",
    ],
    // Retired with swiper (ADR 38): kept so that the code is never given another meaning.
    SLIDER_FAILED: [
      'UI-002',
      'Retired: a swiper slider threw and its items showed as a plain list.',
    ],
    NO_ROUTE: ['CONTRACT-001', 'The contract test kit met a path no route matches.'],
  },
);
