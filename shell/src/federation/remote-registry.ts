import type { RemoteName } from '@shop/types';

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

export async function fetchRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteRegistry> {
  try {
    const response = await fetchImpl('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as RemoteRegistry;
  } catch (error) {
    // Without a registry every remote shows its fallback; the shell itself keeps working.
    console.error('[shell] SHELL-001 could not load /remotes.json', error);
    return {};
  }
}

export function remoteOfContainer(container: string): RemoteName | undefined {
  return REMOTE_NAMES.find((name) => CONTAINERS[name] === container);
}
