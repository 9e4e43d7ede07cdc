import type { MainPageResponse } from '@shop/types';
import { storefrontApi } from '@shop/api-client';

/** GET /main-page: main banner, certificate story image and banner rows. */
export function fetchMainPage(signal?: AbortSignal): Promise<MainPageResponse> {
  return storefrontApi().getMainPage({ signal });
}
