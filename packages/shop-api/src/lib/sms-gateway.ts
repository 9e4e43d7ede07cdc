/**
 * Where login and confirmation codes go. Without a configured gateway the codes are printed
 * where the shop runs (the one-command demo's console); production mode refuses to start
 * without one (production-check.ts), since a code in a server log is a key to an account.
 */
import type { Locale } from '@shop/types';

export interface SmsMessage {
  /** E.164 phone number, e.g. +79990000001. */
  to: string;
  /** The code itself, for gateways that template their own text (flash calls). */
  code: string;
  text: string;
}

export interface SmsGateway {
  /** Human-readable kind for the start line: 'console' or the gateway's origin. */
  readonly label: string;
  send(message: SmsMessage): Promise<void>;
}

const CODE_TEXT: Record<Locale, (code: string) => string> = {
  ru: (code) => `Код для входа: ${code}`,
  en: (code) => `Your login code: ${code}`,
};

export const smsText = (code: string, locale: Locale): string => CODE_TEXT[locale](code);

/** Prints each code on one line of the API's console. */
export function consoleSmsGateway(print: (line: string) => void = console.info): SmsGateway {
  return {
    label: 'console',
    async send({ to, code }) {
      print(`[shop-api] login code for ${to}: ${code} (no SMS gateway configured)`);
    },
  };
}

/** How long a gateway may take before the code counts as not sent. */
const SMS_TIMEOUT_MS = 5_000;

/**
 * A gateway over HTTP: POST {to, text, code} as JSON to SHOP_API_SMS_GATEWAY_URL, with
 * `Authorization: Bearer SHOP_API_SMS_GATEWAY_TOKEN` when set. Any 2xx is delivered.
 */
export function httpSmsGateway(url: string, token?: string): SmsGateway {
  const endpoint = new URL(url);
  return {
    label: endpoint.origin,
    async send(message) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      // Drain the body so the connection is reused.
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

export function smsGatewayFrom(options: {
  smsGatewayUrl?: string;
  smsGatewayToken?: string;
}): SmsGateway {
  return options.smsGatewayUrl
    ? httpSmsGateway(options.smsGatewayUrl, options.smsGatewayToken)
    : consoleSmsGateway();
}
