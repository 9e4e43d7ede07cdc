import type {
  CommonDataResponse,
  ContentPageResponse,
  MainPageResponse,
  ServiceResponse,
  Shop,
  SubscriberExistsResponse,
} from '@shop/types';
import { route } from '../route';

/** Pages, services, common data, the shops and the newsletter's subscriber check. */
export const content = {
  /** GET /api/v1/services/:key (the client answers its data.data). */
  service: route<ServiceResponse>('GET', '/api/v1/services/:key'),
  page: route<ContentPageResponse>('GET', '/content/pages/*'),
  mainPage: route<MainPageResponse>('GET', '/main-page'),
  commonData: route<CommonDataResponse>('POST', '/pd/frontend/common_data'),
  subscriberExists: route<SubscriberExistsResponse>('POST', '/subscriber-exists'),
  shops: route<{ shops: Shop[] }>('GET', '/shops'),
};
