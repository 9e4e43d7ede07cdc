import type {
  PickupPointsListResponse,
  PickupPointsMapResponse,
  PickupProvidersResponse,
} from '@shop/types';
import { route } from '../route';

/** Pickup points of the delivery providers. */
export const pickupPoints = {
  map: route<PickupPointsMapResponse>('GET', '/api/pickup-points/map/'),
  list: route<PickupPointsListResponse>('GET', '/api/pickup-points/list/'),
  providers: route<PickupProvidersResponse>('GET', '/api/pickup-points/providers'),
};
