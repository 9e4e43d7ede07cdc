import { createServerApi, withServerApi } from '@shop/api-client';
import { createQueryClient, type QueryClient } from '@shop/data';
import type { CurrencyCode } from '@shop/types';
import type { ServerRenderRequest } from './server-render';

/** Runs a data load through the render's own API client (see inServerRender). */
export type ServerLoad = <T>(load: () => Promise<T>) => Promise<T>;

/**
 * The scope of one server render, a page's or a piece's (ADR 13, 23, 43): one API client for
 * the request's storefront and the visitor's currency, without cookies, straight to the API;
 * one query client of its own, never the process's, whose requests stop when the shell's
 * budget is spent and which is emptied afterwards.
 */
export async function inServerRender<T>(
  request: ServerRenderRequest,
  render: (data: QueryClient, load: ServerLoad) => Promise<T>,
): Promise<T> {
  const { storefront } = request;
  const api = createServerApi(
    request.apiOrigin,
    storefront.storefront,
    storefront.currency as CurrencyCode,
    request.fetch,
  );
  const data = createQueryClient({ server: true });
  const stop = () => void data.cancelQueries();
  request.signal.addEventListener('abort', stop, { once: true });
  try {
    return await render(data, (load) => withServerApi(api, load));
  } finally {
    request.signal.removeEventListener('abort', stop);
    data.clear();
  }
}
