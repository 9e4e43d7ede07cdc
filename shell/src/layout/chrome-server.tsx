/**
 * The shell's server build entry (built for Node beside the browser build): the chrome's
 * markup for the shell's server, from the request's route and storefront only (ADR 13).
 */
import { renderToString } from 'react-dom/server';
import type { RouteState, StorefrontState } from '@shop/types';
import { shellMessages } from '../i18n/messages';
import {
  ChromeProviders,
  FOOTER_ID_PREFIX,
  FooterSlot,
  HEADER_ID_PREFIX,
  HeaderSlot,
} from './chrome-slots';

export interface ChromeMarkup {
  header: string;
  footer: string;
}

export function renderChrome(route: RouteState, storefront: StorefrontState): ChromeMarkup {
  const serverState = { route, storefront };
  const slot = storefront.storefront;
  return {
    header: renderToString(
      <ChromeProviders storefront={slot} serverState={serverState} messages={shellMessages}>
        <HeaderSlot storefront={slot} />
      </ChromeProviders>,
      { identifierPrefix: HEADER_ID_PREFIX },
    ),
    footer: renderToString(
      <ChromeProviders storefront={slot} serverState={serverState} messages={shellMessages}>
        <FooterSlot storefront={slot} />
      </ChromeProviders>,
      { identifierPrefix: FOOTER_ID_PREFIX },
    ),
  };
}
