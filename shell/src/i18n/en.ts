import type { Translation } from '@shop/i18n';
import type * as ru from './ru';

/**
 * Texts of the location button and the location-choose popup, merged into shellMessages; they
 * live in src/i18n because only catalogue modules there are precompiled (ADR 11).
 */
export const locationTexts: Translation<typeof ru.locationTexts> = {
  'shell.location.button': 'Location: {city}',
  'shell.location.buttonEmpty': 'Choose your location',
  'shell.location.title': 'Your location',
  'shell.location.current': 'Now: {place}',
  'shell.location.countries': 'Countries',
  'shell.location.countrySearch': 'Search countries',
  'shell.location.cities': 'Cities: {country}',
  'shell.location.citySearch': 'Search cities',
  'shell.location.back': 'All countries',
  'shell.location.wholeCountry': 'Whole country: {country}',
  'shell.location.selected': '(selected)',
  'shell.location.loading': 'Loading…',
  'shell.location.loadError': 'The list could not be loaded.',
  'shell.location.retry': 'Try again',
  'shell.location.nothing': 'Nothing found',
  'shell.location.nothingHint': 'Check the name or choose the whole country.',
  'shell.location.applying': 'Saving your choice…',
  'shell.location.applyError': 'The location could not be changed. Please try again.',
};

/** Texts of the shell's own popups (spec §2.7) and their footer triggers, in ru and en. */
export const popupTexts: Translation<typeof ru.popupTexts> = {
  'shell.popups.footer.label': 'Stay in touch',
  'shell.popups.footer.subscribe': 'Subscribe to the newsletter',
  'shell.popups.footer.sale': 'Hear about the sale first',
  'shell.popups.footer.shops': 'Store addresses',
  'shell.popups.footer.social': 'Social media',
  'shell.popups.email': 'Email',
  'shell.popups.emailHint': 'At most one email a week. Unsubscribe from any of them.',
  'shell.popups.sendFailed': 'Could not send. Check your connection and try again.',
  'shell.popups.retry': 'Try again',
  'shell.popups.done': 'Done',
  'shell.popups.subscription.title': 'Newsletter',
  'shell.popups.subscription.intro':
    'New collections, designers’ stories and private offers — before anyone else.',
  'shell.popups.subscription.submit': 'Subscribe',
  'shell.popups.subscription.exists': 'This email is already subscribed to our newsletter.',
  'shell.popups.success.title': 'You are subscribed',
  'shell.popups.success.text': 'Thank you! Your first email is on its way — check your inbox.',
  'shell.popups.sale.title': 'Sale',
  'shell.popups.sale.intro': 'Leave your email and we will write on the day the sale starts.',
  'shell.popups.sale.submit': 'Tell me when it starts',
  'shell.popups.sale.exists': 'This email is already waiting for the sale announcement.',
  'shell.popups.winterSale.title': 'Winter sale',
  'shell.popups.winterSale.intro':
    'Up to 50% off jewelry from past collections. Subscribe to hear when it starts.',
  'shell.popups.winterSale.submit': 'Let me know first',
  'shell.popups.winterSale.exists': 'This email is already subscribed to winter-sale news.',
  'shell.popups.shops.title': 'Our stores',
  'shell.popups.shops.loading': 'Loading the addresses…',
  'shell.popups.shops.error': 'The store addresses could not be loaded.',
  'shell.popups.shops.empty': 'No stores yet.',
  'shell.popups.shops.hours': 'Daily {hours}',
  'shell.popups.shops.phone': 'Phone: {phone}',
  'shell.popups.social.title': 'Social media',
  'shell.popups.social.intro': 'New pieces, photo shoots and live streams with designers.',
  'shell.popups.social.newTab': '(opens in a new tab)',
};

/** The shell's own texts, layered over the shared catalogue. */
export const messages: Translation<typeof ru.messages> = {
  ...locationTexts,
  ...popupTexts,
  'shell.brand': 'Jewelry House',
  'shell.meta.description':
    'Jewelry by designers from several countries: rings, earrings, necklaces and bracelets, delivered.',
  'shell.skipLink': 'Skip to content',
  'shell.nav.label': 'Main navigation',
  'shell.nav.catalog': 'Catalog',
  'shell.nav.new': 'New in',
  'shell.nav.sale': 'Sale',
  'shell.nav.designers': 'Designers',
  'shell.nav.certificate': 'Gift cards',
  'shell.search.label': 'What are you looking for?',
  'shell.search.placeholder': 'Ring, earrings, a designer’s name',
  'shell.nav.wishlist': 'Wishlist',
  'shell.nav.cart': 'Cart',
  'shell.nav.profile': 'Account',
  'shell.nav.login': 'Log in',
  'shell.counter.wishlist': '{count, plural, =0 {empty} one {# item} other {# items}}',
  'shell.counter.cart': '{count, plural, =0 {empty} one {# item} other {# items}}',
  'shell.footer.label': 'Information',
  'shell.footer.customers': 'Customer service',
  'shell.footer.company': 'Company',
  'shell.footer.legal': 'Legal',
  'shell.footer.copyright': '© {year} Jewelry House. All rights reserved.',
  'shell.storefront.switch': 'Русская версия',
  'shell.notFound.description':
    'The page may have been removed, or the link you followed may be wrong.',
  'shell.notFound.toCatalog': 'Go to the catalog',
  'shell.unknown.title': 'This page could not be found',
  'shell.static.error': 'The page could not be loaded. Try reloading it.',
  'shell.static.retry': 'Reload',
  'shell.popup.loading': 'Loading…',
  'shell.popup.error': 'This window could not be opened',
  'shell.progress.label': 'Loading the page',
  'shell.menu.open': 'Menu',
  'shell.menu.close': 'Close menu',
  'shell.landing.toShop': 'To the shop',
};
