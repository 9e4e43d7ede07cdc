/** The id of the script element that carries a remote's server-rendered data. */
export const serverDataId = (container: string): string => `shop-ssr-data-${container}`;

/** The `useId` prefix of a remote's root: the same on the server and in the browser. */
export const rootIdPrefix = (container: string): string => `${container}-`;

/**
 * The data the shell's server wrote for a server-rendered slot (the render's dehydrated
 * queries, ADR 23), once: the first mount of the remote hydrates with it, later mounts render
 * from scratch. Null when the slot was not server-rendered by this container (fallback,
 * another owner, client navigation).
 */
export function takeServerRenderedSlot(container: string, slot: HTMLElement): unknown {
  if (slot.dataset.ssrOwner !== container) return null;
  delete slot.dataset.ssrOwner;
  const script = document.getElementById(serverDataId(container));
  try {
    return script?.textContent ? (JSON.parse(script.textContent) as unknown) : {};
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
  /**
   * The host's HTTP client for `apiOrigin`, fetch's shape and answers (the shell's is lighter
   * than the global fetch, issue #22); absent (an older host), the global fetch.
   */
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  /** The page's public origin, for absolute URLs in meta tags and JSON-LD. */
  pageOrigin: string;
  /** Aborted when the shell's time budget is spent: stop and give up. */
  signal: AbortSignal;
}

export interface ServerRenderResult {
  /** The slot's markup (hydrated by the remote's `./app` on its first mount). */
  html: string;
  /**
   * What the render fetched: its query client dehydrated (`dehydratePage` in @shop/data, ADR
   * 23), serialized into the page for hydration.
   */
  data: unknown;
  /** Extra head elements for crawlers: meta tags, JSON-LD, the LCP image's preload. */
  head: string;
  /**
   * Names (`webpackChunkName`) of the remote's lazily loaded browser chunks this page loads
   * before it hydrates, such as its route's page: the shell preloads them with the container's
   * first files, so they are not one more round trip after the scripts start.
   */
  chunks?: readonly string[];
}

export type RenderPage = (request: ServerRenderRequest) => Promise<ServerRenderResult>;

/** What the shell asks a piece's owner for: the page's request, the piece and its props. */
export interface PieceRenderRequest extends ServerRenderRequest {
  /** The exposed module, as RemoteComponent names it: './BestsellersSlider'. */
  expose: string;
  props: Readonly<Record<string, unknown>>;
}

/** A piece's markup and its data; no head, no chunks (its files are the page's companions). */
export type RenderPiece = (
  request: PieceRenderRequest,
) => Promise<Pick<ServerRenderResult, 'html' | 'data'>>;
