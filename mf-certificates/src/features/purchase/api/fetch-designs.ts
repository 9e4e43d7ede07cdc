import { storefrontApi } from '@shop/api-client';
import type { CertificateImage, DepositDesign } from '@shop/types';

/** GET /deposits_design: the designs and their suggested denominations. */
export async function fetchDepositDesigns(signal: AbortSignal): Promise<DepositDesign[]> {
  return (await storefrontApi().getDepositDesigns({ signal })).data;
}

/** GET /image-certificates: the certificate pictures of the info page. */
export async function fetchCertificateImages(signal: AbortSignal): Promise<CertificateImage[]> {
  return (await storefrontApi().getCertificateImages({ signal })).images;
}
