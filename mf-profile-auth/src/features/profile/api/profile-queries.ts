import { storefrontApi } from '@shop/api-client';
import { queryOptions } from '@shop/data';
import { errorText } from '@shop/error-codes';
import { PROFILE_AUTH_ERRORS } from '../../../error-codes';

/** A profile read: the visitor's own, so a login or logout (`user:changed`) asks again. */
const profileRead = <T>(section: string, load: (call: { signal: AbortSignal }) => Promise<T>) =>
  queryOptions({
    queryKey: ['profile', section],
    queryFn: ({ signal }) => load({ signal }),
    meta: {
      owner: 'profile-auth',
      invalidatedBy: ['user:changed'],
      errorCode: errorText(PROFILE_AUTH_ERRORS.PROFILE_REQUEST_FAILED, section),
    },
  });

// storefrontApi() is asked when the query runs: its client follows the storefront on the bus.
export const profileInfoQuery = () =>
  profileRead('info', (call) => storefrontApi().getProfileInfo(call));
export const profileOrdersQuery = () =>
  profileRead('orders', (call) => storefrontApi().getProfileOrders(call));
export const profileCertificatesQuery = () =>
  profileRead('certificates', (call) => storefrontApi().getProfileCertificates(call));
export const profileBonusesQuery = () =>
  profileRead('bonuses', (call) => storefrontApi().getProfileBonuses(call));
export const userAddressQuery = () =>
  profileRead('address', (call) => storefrontApi().getUserAddress(call));
export const profileRefundsQuery = () =>
  profileRead('refunds', (call) => storefrontApi().getProfileRefunds(call));
