/**
 * Personal data out of error reports (ADR 32): the browser's, the shell server's and the
 * API's Sentry `beforeSend` pass every event through scrubPersonalData, so a phone, an e-mail,
 * a name, an address or a code never leaves the shop inside a message, a URL, a breadcrumb or
 * extra data. Fields are cleared by their name; free text by what a phone, an e-mail or a
 * certificate code looks like.
 */

export const SCRUBBED = '[scrubbed]';

/** Field names whose values are personal or secret, whatever they hold. */
const PERSONAL_KEY =
  /^(phone|tel|email|e-?mail|mail|name|first_?name|last_?name|middle_?name|full_?name|patronymic|surname|recipient|address|street|house|flat|apartment|building|zip|postcode|postal_?code|city|code|pin|pin_?code|login_?code|sms_?code|certificate_?code|promo_?code|card|card_?number|password|token|csrf_?token|x-csrf-token|session|cookie|set-cookie|authorization|contact|comment|resume|bank|bik|account|inn|ip_address)$/i;

/**
 * +7 999 123-45-67, 8 (999) 1234567, +971501234567: 10 to 15 digits with their separators,
 * not inside a word or a path (a deployed version's folder, a hash).
 */
const PHONE = /(?<![\w/.-])\+?\d[\d\s().-]{8,}\d(?![\w/])/g;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
/** Certificate and gift-deposit codes (CERT-5000, GD-1002). */
const CERTIFICATE_CODE = /\b[A-Z]{2,6}-\d{3,}\b/g;
/** A 4-6 digit code after the word (a login code in a message). */
const WORD_CODE = /(?<!\p{L})(code|код|pin)(\s*[:=#]?\s*)\d{4,6}(?!\d)/giu;

/** One string with phones, e-mails and codes replaced. */
export function scrubText(text: string): string {
  return text
    .replace(EMAIL, SCRUBBED)
    .replace(CERTIFICATE_CODE, SCRUBBED)
    .replace(
      WORD_CODE,
      (_match, word: string, separator: string) => `${word}${separator}${SCRUBBED}`,
    )
    .replace(PHONE, (match) => {
      const digits = match.replace(/\D/g, '').length;
      return digits >= 10 && digits <= 15 ? SCRUBBED : match;
    });
}

/** A URL's query values of personal parameters cleared, and its text scrubbed. */
function scrubUrl(value: string): string {
  const queryAt = value.indexOf('?');
  if (queryAt === -1) return scrubText(value);
  const params = new URLSearchParams(value.slice(queryAt + 1));
  for (const key of [...params.keys()]) if (PERSONAL_KEY.test(key)) params.set(key, SCRUBBED);
  return scrubText(value.slice(0, queryAt)) + '?' + scrubText(params.toString());
}

const MAX_DEPTH = 12;

/** Where the event says which code ran and which version: no visitor's text, and kept whole. */
const CODE_LOCATION_KEY =
  /^(filename|abs_path|module|function|release|dist|environment|platform|event_id|trace_id|span_id|parent_span_id|request_id|remote|manifest_?url|contract|version)$/i;

/**
 * A deep copy of `value` without personal data: values of personal keys become '[scrubbed]',
 * strings are scrubbed as text (URL-like keys as URLs). Event shapes (Sentry's or any other)
 * need no special case; numbers, booleans and null pass.
 */
export function scrubPersonalData<T>(value: T): T {
  return scrub(value, 0, '') as T;
}

function scrub(value: unknown, depth: number, key: string): unknown {
  if (typeof value === 'string' && CODE_LOCATION_KEY.test(key)) return value;
  if (typeof value === 'string')
    return /url|href|referr?er|query_string/i.test(key) ? scrubUrl(value) : scrubText(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1, key));
  const copy: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    copy[name] =
      PERSONAL_KEY.test(name) && item !== null && typeof item !== 'object'
        ? SCRUBBED
        : PERSONAL_KEY.test(name) && item !== null
          ? scrubAll(item)
          : scrub(item, depth + 1, name);
  }
  return copy;
}

/** Every leaf of a personal field's object (a user's {name, phone…}) cleared. */
function scrubAll(value: object): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) =>
      item !== null && typeof item === 'object' ? item : SCRUBBED,
    ),
  );
}
