import type { ServiceContent } from '@shop/types';
import { storefrontApi } from '@shop/api-client';

/** The services popup's default source is the delivery page (docs/product/02-screens.md#popups). */
export const DEFAULT_SERVICE_KEY = 'delivery';

/** GET /api/v1/services/{key} → data.data */
export function fetchService(key: string, signal?: AbortSignal): Promise<ServiceContent> {
  return storefrontApi().getService(key || DEFAULT_SERVICE_KEY, { signal });
}
