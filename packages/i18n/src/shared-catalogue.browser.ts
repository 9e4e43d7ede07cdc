import { sharedTableOf, type SharedMessages } from './shared-table';
import { lazyCatalogue } from './locale-catalogue';

/**
 * The shared catalogue in a browser build (package.json "browser" replaces
 * shared-catalogue.ts by this file): each locale is a chunk of its own, `i18n-<locale>`,
 * so a page downloads only its storefront's texts (ADR 18).
 */
export const sharedCatalogue = lazyCatalogue<SharedMessages>({
  ru: () => import(/* webpackChunkName: "i18n-ru" */ './messages/ru').then(sharedTableOf),
  en: () => import(/* webpackChunkName: "i18n-en" */ './messages/en').then(sharedTableOf),
});
