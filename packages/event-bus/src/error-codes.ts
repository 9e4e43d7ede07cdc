/** @shop/event-bus's error codes: code → meaning. */
import { defineErrorCodes } from '@shop/error-codes';

export const BUS_ERRORS = defineErrorCodes(
  { source: 'event-bus', prefixes: ['BUS'] },
  {
    NO_MODULE_LOADER: [
      'BUS-001',
      'An exposed module was asked for before the shell registered its module loader.',
    ],
  },
);
