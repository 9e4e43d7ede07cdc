import type {
  MarketingSubscribeResponse,
  ProductSubscribeResponse,
  StylistConsultResponse,
} from '@shop/types';
import { route } from '../route';

/** The marketing platform's stand-in (under /api/marketing): subscriptions and consults. */
export const marketing = {
  subscribe: route<MarketingSubscribeResponse>('POST', '/marketing/subscriptions'),
  subscribeToProduct: route<ProductSubscribeResponse>('POST', '/marketing/price-subscriptions'),
  stylistConsult: route<StylistConsultResponse>('POST', '/marketing/stylist-consults'),
};
