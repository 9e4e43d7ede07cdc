import { queryOptions } from '@shop/data';
import { errorText } from '@shop/error-codes';
import type { Storefront } from '@shop/types';
import { CERT_ERRORS } from '../../../error-codes';
import { fetchCertificateImages, fetchDepositDesigns } from './fetch-designs';

/** The deposit designs and their denominations (/certificate), per storefront. */
export const depositDesignsQuery = (storefront: Storefront) =>
  queryOptions({
    queryKey: ['certificates', 'designs', storefront],
    queryFn: ({ signal }) => fetchDepositDesigns(signal),
    meta: {
      owner: 'certificates',
      errorCode: errorText(CERT_ERRORS.DEPOSIT_DESIGNS_UNAVAILABLE, 'deposit designs'),
    },
  });

/** The certificate pictures of /certificate-info, per storefront. */
export const certificateImagesQuery = (storefront: Storefront) =>
  queryOptions({
    queryKey: ['certificates', 'images', storefront],
    queryFn: ({ signal }) => fetchCertificateImages(signal),
    meta: {
      owner: 'certificates',
      errorCode: errorText(CERT_ERRORS.CERTIFICATE_IMAGES_UNAVAILABLE, 'certificate images'),
    },
  });
