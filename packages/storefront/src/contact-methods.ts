import type { CommunicationMethodId } from '@shop/types';

/** Ways the shop contacts the customer about an order (docs/product/04-states.md#delivery-methods-and-types). */
export const CONTACT_METHOD_IDS = {
  call: 1,
  whatsapp: 2,
  sms: 3,
} as const satisfies Record<string, CommunicationMethodId>;

/** Order data defaults to WhatsApp (docs/product/03-entities.md#order-data). */
export const DEFAULT_CONTACT_METHOD_ID: CommunicationMethodId = CONTACT_METHOD_IDS.whatsapp;
