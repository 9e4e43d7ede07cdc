import type { RemoteName } from '@shop/types';
import { logError } from '@shop/error-codes';
import { SHELL_ERRORS } from '../error-codes';

/** The runtime registry served at /remotes.json: remote -> manifest URL. */
export type RemoteRegistry = Partial<Record<RemoteName, string>>;

export const CONTAINERS: Readonly<Record<RemoteName, string>> = {
  catalog: 'catalog',
  'cart-checkout': 'cart_checkout',
  'profile-auth': 'profile_auth',
  certificates: 'certificates',
  favorites: 'favorites',
};

export const REMOTE_NAMES = Object.keys(CONTAINERS) as RemoteName[];

/** The id of the registry the shell's server inlines into every page (server/page-head.ts). */
export const INLINE_REGISTRY_ID = 'shop-registry';

/** The registry the server put into the page, if any (saves a request on first load). */
export function inlineRegistry(doc: Document = document): RemoteRegistry | null {
  const text = doc.getElementById(INLINE_REGISTRY_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RemoteRegistry;
  } catch (error) {
    logError(
      SHELL_ERRORS.INLINE_REGISTRY_INVALID,
      'the inline registry is not JSON; fetching /remotes.json',
      error,
    );
    return null;
  }
}

/** The inline registry when the page has one, else /remotes.json (the dev server, old pages). */
export async function fetchRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteRegistry> {
  const inline = inlineRegistry();
  if (inline) return inline;
  try {
    const response = await fetchImpl('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as RemoteRegistry;
  } catch (error) {
    // Without a registry every remote shows its fallback; the shell itself keeps working.
    logError(SHELL_ERRORS.REGISTRY_UNAVAILABLE, 'could not load /remotes.json', error);
    return {};
  }
}

export function remoteOfContainer(container: string): RemoteName | undefined {
  return REMOTE_NAMES.find((name) => CONTAINERS[name] === container);
}
