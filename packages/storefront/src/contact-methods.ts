import type { CommunicationMethodId } from '@shop/types';

/** Ways the shop contacts the customer about an order (spec §4). */
export const CONTACT_METHOD_IDS = {
  call: 1,
  whatsapp: 2,
  sms: 3,
} as const satisfies Record<string, CommunicationMethodId>;

/** Order data defaults to WhatsApp (spec §3). */
export const DEFAULT_CONTACT_METHOD_ID: CommunicationMethodId = CONTACT_METHOD_IDS.whatsapp;
