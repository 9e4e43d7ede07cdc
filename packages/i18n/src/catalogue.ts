import type { Locale } from '@shop/types';

import * as en from './messages/en';
import * as ru from './messages/ru';
import { sharedTableOf, type SharedMessages } from './shared-table';

export type { MessageKey, SharedMessages } from './shared-table';

/**
 * The shared ru and en catalogues, both at hand: for Node and tests. A browser build loads
 * only its storefront's (shared-catalogue.browser.ts, ADR 18).
 */
export const messages: Readonly<Record<Locale, SharedMessages>> = {
  ru: sharedTableOf(ru),
  en: sharedTableOf(en),
};
