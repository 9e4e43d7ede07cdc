import type {
  FavoritesChangeResponse,
  FavoritesItemsResponse,
  FavoritesShowResponse,
} from '@shop/types';
import { route } from '../route';

/** The wishlist. */
export const favorites = {
  show: route<FavoritesShowResponse>('POST', '/favorites/show'),
  add: route<FavoritesChangeResponse>('POST', '/favorites/:id'),
  remove: route<FavoritesChangeResponse>('DELETE', '/favorites/:id'),
  removeMany: route<FavoritesChangeResponse>('DELETE', '/favorites/'),
  merge: route<FavoritesChangeResponse>('POST', '/favorites/merge'),
  items: route<FavoritesItemsResponse>('POST', '/favorites/items'),
};
