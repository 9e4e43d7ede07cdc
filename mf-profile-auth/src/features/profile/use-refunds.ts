import { storefrontApi } from '@shop/api-client';
import { queryOptions } from '@shop/data';
import type { ProfileRefundsResponse } from '@shop/types';
import { useProfileData, type ProfileData } from './use-profile-data';

/** The customer's refund requests (GET /profile/refunds): theirs only, so a login or logout asks again. */
export const profileRefundsQuery = () =>
  queryOptions({
    queryKey: ['profile', 'refunds'],
    queryFn: ({ signal }) => storefrontApi().getProfileRefunds({ signal }),
    meta: { owner: 'profile-auth', invalidatedBy: ['user:changed'] },
  });

/** The requests, loaded once for the orders list. */
export function useRefunds(): ProfileData<ProfileRefundsResponse> {
  return useProfileData(profileRefundsQuery());
}
