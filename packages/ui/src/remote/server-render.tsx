import { createContext, useContext, type ReactNode } from 'react';

/**
 * What a remote's data hooks see of a server render (ADR 13):
 * - on the server, `load` starts (once per key) the request a component needs and the
 *   render waits for it; what resolved is serialized into the page;
 * - in the browser, while the served markup hydrates, `seed` holds that serialized data,
 *   so the first client render shows the same content without fetching it again.
 */
export interface ServerRenderData {
  seed: Readonly<Record<string, unknown>>;
  load?: <T>(key: string, start: () => Promise<T>) => Promise<T>;
  /**
   * A first server pass that only starts requests (components render their loading state),
   * so data that nested components need is fetched in parallel, not one level at a time.
   */
  discover?: boolean;
}

const ServerRenderContext = createContext<ServerRenderData | null>(null);

export function ServerRenderProvider({
  value,
  children,
}: {
  value: ServerRenderData | null;
  children?: ReactNode;
}) {
  return <ServerRenderContext.Provider value={value}>{children}</ServerRenderContext.Provider>;
}

export function useServerRender(): ServerRenderData | null {
  return useContext(ServerRenderContext);
}

/** The id of the script element that carries a remote's server-rendered data. */
export const serverDataId = (container: string): string => `shop-ssr-data-${container}`;

/** The `useId` prefix of a remote's root: the same on the server and in the browser. */
export const rootIdPrefix = (container: string): string => `${container}-`;

/**
 * The data the shell's server wrote for a server-rendered slot, once: the first mount of
 * the remote hydrates with it, later mounts render from scratch. Null when the slot was
 * not server-rendered by this container (fallback, another owner, client navigation).
 */
export function takeServerRenderedSlot(
  container: string,
  slot: HTMLElement,
): Record<string, unknown> | null {
  if (slot.dataset.ssrOwner !== container) return null;
  delete slot.dataset.ssrOwner;
  const script = document.getElementById(serverDataId(container));
  try {
    return script?.textContent ? (JSON.parse(script.textContent) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The server-rendering contract between the shell's server and a remote's `./server` expose
 * (ADR 13): the shell calls `renderPage` with the request's public facts only.
 */
export interface ServerRenderRequest {
  route: {
    name: string;
    owner: string;
    layout: string;
    pathname: string;
    search: string;
    params: Readonly<Record<string, string>>;
  };
  storefront: { storefront: 'ru' | 'en'; locale: 'ru' | 'en'; currency: string };
  /** Where the remote fetches its data from (the API, reached directly). */
  apiOrigin: string;
  /** The page's public origin, for absolute URLs in meta tags and JSON-LD. */
  pageOrigin: string;
  /** Aborted when the shell's time budget is spent: stop and give up. */
  signal: AbortSignal;
}

export interface ServerRenderResult {
  /** The slot's markup (hydrated by the remote's `./app` on its first mount). */
  html: string;
  /** What the render fetched, by resource key: serialized into the page for hydration. */
  data: Record<string, unknown>;
  /** Extra head elements for crawlers: meta tags, JSON-LD, the LCP image's preload. */
  head: string;
}

export type RenderPage = (request: ServerRenderRequest) => Promise<ServerRenderResult>;
