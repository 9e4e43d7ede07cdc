/**
 * What `npm start` prints once the shop answers: where to open it and what a newcomer needs
 * to try it (login codes, test payments, how to stop and start afresh).
 */
import { isAbsolute, relative } from 'node:path';
import { optionsFromEnv } from '../../packages/shop-api/src/config';
import { REMOTES, runtimeDir } from './apps';
import type { ShopUrls } from './shop';

/** The banner's lines; `env` is the API's environment, which decides codes and payments. */
export function readyBanner(
  urls: ShopUrls,
  seconds: number,
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  // The API's own reading of its variables, so the banner cannot promise what it does not do.
  const api = optionsFromEnv(env);
  const fromHere = relative(process.cwd(), runtimeDir());
  const inside = fromHere !== '' && !fromHere.startsWith('..') && !isAbsolute(fromHere);
  const runtime = inside ? fromHere : runtimeDir();
  const row = (label: string, text: string) => `  ${label.padEnd(19)} ${text}`;
  return [
    '',
    `The shop is ready in ${seconds.toFixed(1)} s:`,
    row('Russian storefront', urls.shell),
    row('English storefront', urls.shellEn),
    row(
      'Login codes',
      api.smsGatewayUrl
        ? `sent through the SMS gateway at ${new URL(api.smsGatewayUrl).origin}`
        : 'no SMS gateway: each code appears in this console as "[shop-api] login code for +7…: 1234"',
    ),
    row(
      'Payments',
      api.devPayments
        ? "test mode: paying opens the test payment provider's page; no money is charged"
        : 'no payment provider configured (production mode): online payment is unavailable',
    ),
    row('Stop', 'Ctrl+C'),
    row(
      'Start afresh',
      `stop, delete ${runtime}/, npm start again (a new database: accounts, carts and orders are gone)`,
    ),
    ...REMOTES.map((remote) => row(remote, urls.remotes[remote])),
    row('API', `${urls.api}  (OpenAPI at /openapi.json)`),
    '',
  ];
}
