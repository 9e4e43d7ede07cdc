import type { MessageKey } from '@shop/i18n';
import type { BuyerValues, CertificateItemValues } from './certificate-rules';

/** A server field error as the form shows it: on which form, which field, which message. */
export type DepositFieldError =
  | { form: 'item'; field: keyof CertificateItemValues; message: MessageKey }
  | { form: 'buyer'; field: keyof BuyerValues; message: MessageKey };

/** Server field errors of a deposit order, as the form's catalogued messages. */
const SERVER_FIELD_ERRORS: Record<string, DepositFieldError> = {
  'deposits.0.amount': {
    form: 'item',
    field: 'customAmount',
    message: 'error.certificate.amountRange',
  },
  'deposits.0.recipientEmail': {
    form: 'item',
    field: 'recipientEmail',
    message: 'error.email.invalid',
  },
  'deposits.0.sendDate': { form: 'item', field: 'sendDate', message: 'error.date.invalid' },
  email: { form: 'buyer', field: 'email', message: 'error.email.invalid' },
  phone: { form: 'buyer', field: 'phone', message: 'error.phone.invalid' },
  fio: { form: 'buyer', field: 'fio', message: 'error.name.empty' },
};

/**
 * The fields the server refused, with their catalogued messages; fields the form does not have
 * are left out. A recipient email the server calls the buyer's own gets that message.
 */
export function depositFieldErrors(errors: Record<string, string[]> | null | undefined) {
  const shown: DepositFieldError[] = [];
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const known = SERVER_FIELD_ERRORS[key];
    if (!known) continue;
    const own = known.field === 'recipientEmail' && messages.some((m) => m.includes('own'));
    shown.push(own ? { ...known, message: 'error.certificate.ownEmail' } : known);
  }
  return shown;
}

/** A text the form shows: a catalogued message (shared or this remote's) or the server's words. */
export type ShownText = { id: string } | { text: string };

/** The alert for a certificate the cart refused: the server's words, else the catalogued text. */
export function addToCartFailure(answer: {
  error?: string | null;
  message?: string | null;
}): ShownText {
  const text = answer.error || answer.message;
  return text ? { text } : { id: 'error.cart.update' };
}
