import type { DepositDesign, UserState } from '@shop/types';
import type { BuyerValues, CertificateItemValues } from './certificate-rules';
import { valuesFromItem, type StoredDepositItem } from './deposit-item-storage';

const pad = (n: number) => String(n).padStart(2, '0');

/** A day as the send-date field shows it: dd.mm.yyyy. */
export const dottedDay = (day: Date) =>
  `${pad(day.getDate())}.${pad(day.getMonth() + 1)}.${day.getFullYear()}`;

/**
 * The certificate's first values: the item kept from this session (its design only while the
 * design still exists), else the first design, no amount, sent today.
 */
export function initialItemValues(
  designs: readonly DepositDesign[],
  stored: StoredDepositItem | null,
  today: Date,
): CertificateItemValues {
  const defaults: CertificateItemValues = {
    designId: String(designs[0]?.id ?? ''),
    denomination: '',
    customAmount: '',
    recipientName: '',
    recipientEmail: '',
    sendDate: dottedDay(today),
    message: '',
  };
  if (!stored) return defaults;
  const values = valuesFromItem(stored, defaults);
  return designs.some((d) => String(d.id) === values.designId)
    ? values
    : { ...values, designId: defaults.designId };
}

/** The buyer is the logged-in user where there is one. */
export const initialBuyerValues = (
  user: Pick<UserState, 'name' | 'phone' | 'email'>,
): BuyerValues => ({
  fio: user.name ?? '',
  phone: user.phone ?? '',
  email: user.email ?? '',
});
