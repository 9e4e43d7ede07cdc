import type {
  CertificateImagesResponse,
  DepositDesignsResponse,
  DepositOrderCreateResponse,
  GiftDepositAddToProfileResponse,
  GiftDepositResponse,
} from '@shop/types';
import { route } from '../route';

/** Gift certificates and deposits. */
export const certificates = {
  images: route<CertificateImagesResponse>('GET', '/image-certificates'),
  depositDesigns: route<DepositDesignsResponse>('GET', '/deposits_design'),
  createDepositOrder: route<DepositOrderCreateResponse>('POST', '/order/deposits/create'),
  giftDeposit: route<GiftDepositResponse>('POST', '/deposit/:id'),
  addGiftDepositToProfile: route<GiftDepositAddToProfileResponse>(
    'POST',
    '/deposit/:id/add_to_profile',
  ),
};
