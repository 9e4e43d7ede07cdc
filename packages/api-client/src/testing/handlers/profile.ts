import type {
  ProfileBonusesResponse,
  ProfileCertificatesResponse,
  ProfileInfoResponse,
  ProfileOrdersResponse,
  ProfileRefundsResponse,
  ProfileSaveResponse,
  ProfileSubscriptionResponse,
  RefundCreateResponse,
  UserAddressResponse,
} from '@shop/types';
import { route } from '../route';

/** The logged-in customer's profile (401 when nobody is logged in: `apiError(401, …)`). */
export const profile = {
  info: route<ProfileInfoResponse>('GET', '/profile/info'),
  saveInfo: route<ProfileSaveResponse>('POST', '/profile/info'),
  orders: route<ProfileOrdersResponse>('GET', '/profile/orders'),
  certificates: route<ProfileCertificatesResponse>('GET', '/profile/certificates'),
  bonuses: route<ProfileBonusesResponse>('GET', '/profile/bonuses'),
  address: route<UserAddressResponse>('GET', '/profile/user_address'),
  subscription: route<ProfileSubscriptionResponse>('POST', '/profile/subscription'),
  refunds: route<ProfileRefundsResponse>('GET', '/profile/refunds'),
  createRefund: route<RefundCreateResponse>('POST', '/profile/orders/:id/refunds'),
};
