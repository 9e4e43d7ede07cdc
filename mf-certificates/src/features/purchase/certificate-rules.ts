import type { MessageKey } from '@shop/i18n';
import {
  checkCertificateAmount,
  checkEmail,
  checkPhone,
  checkRadio,
  checkSendDate,
  checkText,
} from '@shop/validation';
import type { FormRules } from '@shop/ui';

/** The "other amount" choice of the denomination group. */
export const CUSTOM_AMOUNT = 'other';

/** The certificate itself: design, denomination or free amount, recipient, send date, message. */
export interface CertificateItemValues {
  designId: string;
  denomination: string;
  customAmount: string;
  recipientName: string;
  recipientEmail: string;
  /** dd.mm.yyyy */
  sendDate: string;
  message: string;
}

/** The buyer: who pays and receives the receipt. */
export interface BuyerValues {
  fio: string;
  phone: string;
  email: string;
}

const MESSAGE_MAX_LENGTH = 1000;
const NAME_MAX_LENGTH = 200;

const sameEmail = (a: string, b: string) =>
  a.trim().length > 0 && a.trim().toLowerCase() === b.trim().toLowerCase();

/** A recipient email: a valid address that is not the buyer's own (docs/product/08-messages.md#message-catalogue). */
export function checkRecipientEmail(value: string, buyerEmail: string): MessageKey | null {
  return checkEmail(value) ?? (sameEmail(value, buyerEmail) ? 'error.certificate.ownEmail' : null);
}

/** The amount the item stands for: a preset denomination or the free amount ('12 500' → 12500). */
export function amountOf(values: Pick<CertificateItemValues, 'denomination' | 'customAmount'>) {
  const text = values.denomination === CUSTOM_AMOUNT ? values.customAmount : values.denomination;
  const amount = Number(text.replace(/\s/g, ''));
  return text.trim() !== '' && Number.isFinite(amount) ? amount : null;
}

/** Rules of the item form; the buyer's email is read when the recipient is checked. */
export function certificateItemRules(buyerEmail: () => string): FormRules<CertificateItemValues> {
  return {
    designId: (value) => checkRadio(value),
    denomination: (value) => checkRadio(value, 'error.certificate.denominationEmpty'),
    customAmount: (value, all) =>
      all.denomination === CUSTOM_AMOUNT ? checkCertificateAmount(value) : null,
    recipientName: (value) => checkText(value, { maxLength: NAME_MAX_LENGTH }),
    recipientEmail: (value) => checkRecipientEmail(value, buyerEmail()),
    sendDate: (value) => checkSendDate(value),
    message: (value) => checkText(value, { maxLength: MESSAGE_MAX_LENGTH }),
  };
}

export const buyerRules: FormRules<BuyerValues> = {
  fio: (value) =>
    checkText(value, {
      required: true,
      emptyMessage: 'error.name.empty',
      maxLength: NAME_MAX_LENGTH,
    }),
  phone: (value) => checkPhone(value),
  email: (value) => checkEmail(value),
};
