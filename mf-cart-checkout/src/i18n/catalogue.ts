import { lazyCatalogue } from '@shop/i18n';

/**
 * This app's texts in a browser: each locale is a chunk of its own, `messages-<locale>`,
 * loaded before the first render; the shell's server preloads the storefront's (ADR 18).
 */
export const catalogue = lazyCatalogue({
  ru: () => import(/* webpackChunkName: "messages-ru" */ './ru').then((m) => m.messages),
  en: () => import(/* webpackChunkName: "messages-en" */ './en').then((m) => m.messages),
});
