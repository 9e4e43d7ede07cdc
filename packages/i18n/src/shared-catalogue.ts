import { messages, type SharedMessages } from './catalogue';
import { eagerCatalogue } from './locale-catalogue';

/**
 * The shared catalogue with both locales at hand: Node (the servers) and tests read it
 * synchronously. Browser builds get shared-catalogue.browser.ts instead (package.json
 * "browser"), which loads only the storefront's locale (ADR 18).
 */
export const sharedCatalogue = eagerCatalogue<SharedMessages>(messages);
