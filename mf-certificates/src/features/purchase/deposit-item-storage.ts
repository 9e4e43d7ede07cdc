import type { DepositOrderItem } from '@shop/types';
import { amountOf, CUSTOM_AMOUNT, type CertificateItemValues } from './certificate-rules';
import { logError } from '@shop/error-codes';
import { CERT_ERRORS } from '../../error-codes';

/**
 * The deposit order item being put together (docs/product/03-entities.md#deposit-order-item-and-design: amount, design and send date, kept in
 * session storage), so a reload of the certificate page keeps the shopper's choice.
 */
export const DEPOSIT_ITEM_STORAGE_KEY = 'shop:deposit-order-item';

export interface StoredDepositItem extends Omit<DepositOrderItem, 'amount' | 'designId'> {
  amount: number | null;
  designId: number | null;
  /** The amount was typed ("other amount"), not a denomination of the design. */
  customAmount: boolean;
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** dd.mm.yyyy → yyyy-mm-dd (the API's day); anything else → null. */
export function toIsoDay(value: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** yyyy-mm-dd → dd.mm.yyyy */
export function fromIsoDay(value: string | null): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

export function itemFromValues(values: CertificateItemValues): StoredDepositItem {
  const designId = Number(values.designId);
  const item: StoredDepositItem = {
    amount: amountOf(values),
    designId: Number.isInteger(designId) && designId > 0 ? designId : null,
    sendDate: toIsoDay(values.sendDate),
    customAmount: values.denomination === CUSTOM_AMOUNT,
  };
  if (values.recipientName.trim()) item.recipientName = values.recipientName.trim();
  if (values.recipientEmail.trim()) item.recipientEmail = values.recipientEmail.trim();
  if (values.message.trim()) item.message = values.message.trim();
  return item;
}

/** The form values a stored item stands for; `fallback` fills what it lacks. */
export function valuesFromItem(
  item: StoredDepositItem,
  fallback: CertificateItemValues,
): CertificateItemValues {
  const amount = item.amount === null ? '' : String(item.amount);
  return {
    designId: item.designId === null ? fallback.designId : String(item.designId),
    denomination: item.customAmount ? CUSTOM_AMOUNT : amount || fallback.denomination,
    customAmount: item.customAmount ? amount : '',
    recipientName: item.recipientName ?? fallback.recipientName,
    recipientEmail: item.recipientEmail ?? fallback.recipientEmail,
    sendDate: fromIsoDay(item.sendDate) || fallback.sendDate,
    message: item.message ?? fallback.message,
  };
}

/** The item a deposit order or the cart receives, once the form is valid. */
export function orderItemOf(item: StoredDepositItem): DepositOrderItem | null {
  if (item.amount === null || item.designId === null) return null;
  return {
    amount: item.amount,
    designId: item.designId,
    sendDate: item.sendDate,
    ...(item.recipientName ? { recipientName: item.recipientName } : {}),
    ...(item.recipientEmail ? { recipientEmail: item.recipientEmail } : {}),
    ...(item.message ? { message: item.message } : {}),
  };
}

const isNumberOrNull = (value: unknown) => value === null || typeof value === 'number';

export function loadDepositItem(): StoredDepositItem | null {
  const raw = session()?.getItem(DEPOSIT_ITEM_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDepositItem>;
    if (!isNumberOrNull(parsed.amount) || !isNumberOrNull(parsed.designId)) return null;
    return {
      amount: parsed.amount ?? null,
      designId: parsed.designId ?? null,
      sendDate: typeof parsed.sendDate === 'string' ? parsed.sendDate : null,
      customAmount: parsed.customAmount === true,
      ...(typeof parsed.recipientName === 'string' ? { recipientName: parsed.recipientName } : {}),
      ...(typeof parsed.recipientEmail === 'string'
        ? { recipientEmail: parsed.recipientEmail }
        : {}),
      ...(typeof parsed.message === 'string' ? { message: parsed.message } : {}),
    };
  } catch {
    return null;
  }
}

export function saveDepositItem(item: StoredDepositItem): void {
  try {
    session()?.setItem(DEPOSIT_ITEM_STORAGE_KEY, JSON.stringify(item));
  } catch (error) {
    // Only the reload convenience is lost.
    logError(CERT_ERRORS.DEPOSIT_ITEM_NOT_SAVED, 'deposit item not saved', error);
  }
}

export function clearDepositItem(): void {
  session()?.removeItem(DEPOSIT_ITEM_STORAGE_KEY);
}
