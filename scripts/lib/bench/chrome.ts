import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@shop/build-config';

/** Debian's chromium and its quiet flags, shared with the E2E configuration. */
export const CHROME_PATH = CHROMIUM_PATH;
export const CHROME_FLAGS: readonly string[] = CHROMIUM_FLAGS;
