import {
  DEFAULT_CONTACT_METHOD_ID,
  DELIVERY_TYPE_IDS as DELIVERY_TYPE,
  SAVED_ORDER_DATA_STORAGE_KEY,
} from '@shop/storefront';

/** The checkout form: docs/product/03-entities.md#order-data order data as the form edits it (text fields stay strings). */
export interface CheckoutValues {
  phone: string;
  email: string;
  fio: string;
  delivery_method_id: string;
  address: string;
  apartment: string;
  front_door: string;
  floor: string;
  house_code: string;
  comment_for_courier: string;
  pickpoint_number: string;
  pickpoint_full_address: string;
  pickpoint_short_address: string;
  shop_id: string;
  communication_method_id: string;
  payment_method_id: string;
  is_gift: boolean;
  recipient_name: string;
  recipient_phone: string;
  postCard: boolean;
  deletePriceTags: boolean;
  newsletterSubscription: boolean;
  spendBonuses: boolean;
  comment: string;
}

export { DELIVERY_TYPE };

export const emptyCheckoutValues = (): CheckoutValues => ({
  phone: '',
  email: '',
  fio: '',
  delivery_method_id: String(DELIVERY_TYPE.courier),
  address: '',
  apartment: '',
  front_door: '',
  floor: '',
  house_code: '',
  comment_for_courier: '',
  pickpoint_number: '',
  pickpoint_full_address: '',
  pickpoint_short_address: '',
  shop_id: '',
  communication_method_id: String(DEFAULT_CONTACT_METHOD_ID),
  payment_method_id: '',
  is_gift: false,
  recipient_name: '',
  recipient_phone: '',
  postCard: false,
  deletePriceTags: false,
  newsletterSubscription: true,
  spendBonuses: false,
  comment: '',
});

export interface RestoreContext {
  /** Country of the storefront location (ISO code). */
  country: string;
  isAuth: boolean;
  onlyOnlineCertificates: boolean;
  /** Delivery type ids the cart offers, in its order. */
  deliveryTypeIds: readonly number[];
}

/**
 * docs/product/04-states.md#restoring-saved-order-data restore rules for saved order data: online-certificate delivery in a cart that is not
 * only certificates becomes courier (Russia) or the first type (elsewhere); pickpoint or shop
 * outside Russia becomes the first type; a logged-in user's phone, email and fio are dropped.
 * The comment is never saved, so it never comes back.
 */
export function restoreOrderData(
  saved: Partial<CheckoutValues>,
  context: RestoreContext,
): Partial<CheckoutValues> {
  const restored: Partial<CheckoutValues> = { ...saved };
  delete restored.comment;
  const russia = context.country === 'RU';
  const first = context.deliveryTypeIds[0];
  const delivery = Number(saved.delivery_method_id);
  if (delivery === DELIVERY_TYPE.onlineCertificate && !context.onlyOnlineCertificates) {
    const next = russia ? DELIVERY_TYPE.courier : first;
    if (next === undefined) delete restored.delivery_method_id;
    else restored.delivery_method_id = String(next);
  } else if (!russia && (delivery === DELIVERY_TYPE.pickpoint || delivery === DELIVERY_TYPE.shop)) {
    if (first === undefined) delete restored.delivery_method_id;
    else restored.delivery_method_id = String(first);
  }
  if (context.isAuth) {
    delete restored.phone;
    delete restored.email;
    delete restored.fio;
  }
  return restored;
}

/** Reads the saved order data; anything unreadable counts as nothing saved. */
export function loadOrderData(storage: Storage | undefined): Partial<CheckoutValues> {
  try {
    const raw = storage?.getItem(SAVED_ORDER_DATA_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Partial<CheckoutValues>) : {};
  } catch {
    return {};
  }
}

/** Saves every field except the comment (docs/product/03-entities.md#order-data). */
export function saveOrderData(storage: Storage | undefined, values: CheckoutValues): void {
  const { comment: _comment, ...rest } = values;
  try {
    storage?.setItem(SAVED_ORDER_DATA_STORAGE_KEY, JSON.stringify(rest));
  } catch {
    // Storage full or disabled: the form still works, it just is not restored.
  }
}
