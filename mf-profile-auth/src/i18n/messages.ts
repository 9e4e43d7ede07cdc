import { messages as en } from './en';
import { messages as ru } from './ru';

/**
 * Both locales' texts at hand, for the Node build and tests. Browser entry points use
 * `catalogue` (catalogue.ts), which downloads only the storefront's locale (ADR 18).
 */
export const messages = { ru, en };

/** A key of this remote's own texts. */
export type ProfileAuthMessageKey = keyof typeof ru;
