import type { Translation } from '@shop/i18n';
import type { messages as ru } from './ru';

/** This remote's own texts, layered over the shared catalogue of @shop/i18n. */
export const messages: Translation<typeof ru> = {
  'favorites.count': '{count, plural, one {# piece} other {# pieces}}',
  'favorites.empty.title': 'Your wishlist is empty',
  'favorites.empty.text': 'Tap the heart on a piece of jewelry to keep it here.',
  'favorites.empty.toCatalog': 'Go to the catalog',
  'favorites.error': 'The wishlist could not be loaded.',
  'favorites.retry': 'Try again',
  'favorites.list': 'Wishlist jewelry',
  'favorites.loading': 'Loading your wishlist…',
  'favorites.toolbar': 'List options',
  'favorites.sort.legend': 'Order',
  'favorites.sort.desc': 'Newest first',
  'favorites.sort.asc': 'Oldest first',
  'favorites.inStock': 'In stock only',
  'favorites.noneInStock': 'Nothing in your wishlist is in stock right now',
  'favorites.showAll': 'Show all',
  'favorites.select': 'Select',
  'favorites.select.cancel': 'Cancel selection',
  'favorites.removeSelected': 'Remove selected ({count})',
  'favorites.addSelected': 'Add selected to cart',
  'favorites.selected.none': 'Select at least one piece',
  'favorites.selected.added': 'Added to cart: {names}',
  'favorites.selected.needSize': 'Choose a size for: {names}',
  'favorites.selected.unavailable': 'Not on sale: {names}',
  'favorites.selected.failed': 'Could not add: {names}',
  'favorites.pager.label': 'Wishlist pages',
  'favorites.pager.previous': 'Previous page',
  'favorites.pager.next': 'Next page',
  'favorites.pager.status': 'Page {page} of {pages}',
};
