/** The repository scripts' error codes (start, build, new:remote): code → meaning. */
import { defineErrorCodes } from '@shop/error-codes';

export const SCRIPTS_ERRORS = defineErrorCodes(
  { source: 'shop', prefixes: ['BUILD', 'NEW-REMOTE', 'SHOP-START'] },
  {
    BUILD_FAILED: ['BUILD-001', "An app's build exited with an error."],
    INVALID_REMOTE_OPTIONS: [
      'NEW-REMOTE-001',
      "new:remote's name or route is malformed or already taken.",
    ],
    ANCHOR_NOT_FOUND: [
      'NEW-REMOTE-002',
      'new:remote cannot find the place in a file where the new remote is to be named.',
    ],
    NO_FREE_PORT: ['NEW-REMOTE-003', 'new:remote finds no free port in 8086–8089.'],
    PORT_IN_USE: ['SHOP-START-002', 'A port the shop needs is held by another program.'],
    INVALID_EDGE_PROCESSES: [
      'SHOP-START-003',
      'SHOP_SHELL_PROCESSES is not a whole number of edge processes from 1 to 64.',
    ],
    EDGE_PROCESS_EXITED: [
      'SHOP-START-004',
      "One of the edge's processes exited: while starting, the start fails; later, another takes its place.",
    ],
  },
);
