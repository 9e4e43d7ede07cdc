import { storefrontApi } from '@shop/api-client';
import type { ProfileRefundsResponse } from '@shop/types';
import { useProfileData, type ProfileData } from './use-profile-data';

/** The customer's refund requests (GET /profile/refunds), loaded once for the orders list. */
export function useRefunds(): ProfileData<ProfileRefundsResponse> {
  return useProfileData((signal) => storefrontApi().getProfileRefunds({ signal }));
}
