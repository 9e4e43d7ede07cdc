/**
 * The catalog's server entry (`./server`, built for Node beside the browser build): renders a
 * public catalog page for the shell's server, which loads it at runtime (ADR 13).
 */
import type { ReactElement } from 'react';
import {
  dehydratePage,
  fetchAskedQueries,
  prefetchAll,
  unfetchedQueries,
  type PrefetchQuery,
  type QueryClient,
} from '@shop/data';
import { errorText } from '@shop/error-codes';
import type { CatalogShowResult, Product, RouteState, StorefrontState } from '@shop/types';
import {
  rootIdPrefix,
  type PieceRenderRequest,
  type ServerRenderRequest,
  type ServerRenderResult,
} from '@shop/ui';
import { inServerRender, leftPartToBrowser, renderAppTree } from '@shop/ui/server';
import { bestsellersQuery } from './features/bestsellers/api/bestsellers-query';
import { BestsellersSlider } from './features/bestsellers/components/bestsellers-slider';
import { routeListingQuery } from './features/listing/api/listing-query-options';
import { listingSource } from './features/listing/listing-source';
import { productQuery } from './features/product/api/product-query';
import { productJsonLd } from './features/product/product-meta';
import { MAIN_SIZES } from './features/product/components/product-gallery';
import { photoSrcSet } from './features/product-card/components/product-image';
import { messages } from './i18n/messages';
import { preloadRoutePage, Root, routePageChunks } from './root';
import { CATALOG_ERRORS } from './error-codes';
import { routeQueries } from './route-queries';

const CONTAINER = 'catalog';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `<` escaped: no text from the data can close the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Meta tags, JSON-LD and the LCP image's preload of a product page, for crawlers and speed. */
function productHead(product: Product, pageOrigin: string): string {
  const description = product.description ?? `${product.name} — ${product.designer.name}`;
  const photo = product.photos[0];
  const image = photo?.jpg.large;
  return [
    `<meta property="og:title" content="${escapeHtml(product.name)}" />`,
    `<meta property="og:type" content="product" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    ...(image
      ? [
          `<meta property="og:image" content="${escapeHtml(new URL(image, pageOrigin).href)}" />`,
          // The same candidate the gallery's <picture> picks (webp, by width), fetched once.
          `<link rel="preload" as="image" type="image/webp" imagesrcset="${escapeHtml(photoSrcSet(photo.webp))}" imagesizes="${MAIN_SIZES}" fetchpriority="high" />`,
        ]
      : []),
    `<script type="application/ld+json">${scriptJson(productJsonLd(product, pageOrigin))}</script>`,
  ].join('\n    ');
}

/** schema.org ItemList of a listing's products, in page order. */
function listingHead(
  products: readonly Pick<Product, 'url' | 'name'>[],
  pageOrigin: string,
): string {
  const list = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: new URL(product.url, pageOrigin).href,
      name: product.name,
    })),
  };
  return `<script type="application/ld+json">${scriptJson(list)}</script>`;
}

function headFor(
  route: RouteState,
  storefront: StorefrontState,
  data: QueryClient,
  pageOrigin: string,
): string {
  if (route.name === 'product') {
    const product = data.getQueryData<Product>(
      productQuery(storefront.storefront, route.params.id ?? '').queryKey,
    );
    return product ? productHead(product, pageOrigin) : '';
  }
  const source = route.name === 'home' ? null : listingSource(route);
  const listing = source
    ? data.getQueryData<CatalogShowResult>(
        routeListingQuery(storefront.storefront, source, route.search).queryKey,
      )
    : undefined;
  return listing ? listingHead(listing.products, pageOrigin) : '';
}

/**
 * Renders the route's page with its data (ADR 23): the route's queries are fetched together
 * into the request's own query client, the page renders from it, and the client goes into the
 * page dehydrated for the browser's hydration. A query the page asks for as it renders (its
 * data decides it) is fetched then, and the page rendered once more. Any failed request, a
 * query still not fetched after that, or a render error (also one a Suspense boundary caught)
 * rejects: the shell then leaves the slot to the browser, as if this entry were not there.
 */
export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const { pageOrigin, signal } = request;
  const route = request.route as RouteState;
  const storefront = request.storefront as StorefrontState;
  return inServerRender(request, async (data, load) => {
    // The data and the route's lazily loaded page, together.
    const timeUp = () =>
      new Error(errorText(CATALOG_ERRORS.RENDER_TIMEOUT, 'the render ran out of time'));
    await Promise.all([
      load(() => prefetchAll(data, routeQueries(route, storefront.storefront))),
      preloadRoutePage(route),
    ]).catch((error: unknown) => {
      throw signal.aborted ? timeUp() : error;
    });
    if (signal.aborted) throw timeUp();
    // Everything the page needs is loaded by now, so nothing suspends: the synchronous
    // renderToString makes the same markup as a prerender without encoding it to bytes and
    // back (about a quarter of a listing's render, issue #22).
    const render = () =>
      renderAppTree(
        { route, storefront, messages, data, identifierPrefix: rootIdPrefix(CONTAINER) },
        <Root />,
      );
    let html = render();
    // A page whose data decides what else it shows (a search that found nothing shows the
    // bestsellers) asked for that as it rendered: fetched now, and rendered once more.
    const askedMore = await load(() => fetchAskedQueries(data)).catch((error: unknown) => {
      throw signal.aborted ? timeUp() : error;
    });
    if (askedMore) {
      if (signal.aborted) throw timeUp();
      html = render();
    }
    if (leftPartToBrowser(html))
      throw new Error(
        errorText(
          CATALOG_ERRORS.PART_NOT_RENDERED,
          `${route.name} has a part that failed or suspended on the server`,
        ),
      );
    const missed = unfetchedQueries(data);
    if (missed.length > 0)
      throw new Error(
        errorText(
          CATALOG_ERRORS.QUERY_NOT_PREFETCHED,
          `${route.name} renders queries it did not prefetch: ${missed.join(', ')}`,
        ),
      );
    return {
      html,
      data: dehydratePage(data),
      head: headFor(route, storefront, data, pageOrigin),
      chunks: routePageChunks(route),
    };
  });
}

/**
 * The catalog's components another remote's served page shows (RemoteComponent's `served`,
 * ADR 43), with the queries each renders: the empty cart's bestsellers.
 */
const PIECES: Record<
  string,
  {
    render: (props: Readonly<Record<string, unknown>>) => ReactElement;
    queries: (storefront: StorefrontState['storefront']) => readonly PrefetchQuery[];
  }
> = {
  './BestsellersSlider': {
    render: (props) => (
      <BestsellersSlider
        priorityPhotos={typeof props.priorityPhotos === 'number' ? props.priorityPhotos : undefined}
      />
    ),
    queries: (storefront) => [bestsellersQuery(storefront)],
  },
};

/**
 * Renders one of the catalog's exposed components for another remote's served page, with its
 * data, as the browser will hydrate it inside that page (ADR 43). Rejects as renderPage does:
 * the shell then leaves the piece to the browser.
 */
export async function renderPiece(
  request: PieceRenderRequest,
): Promise<Pick<ServerRenderResult, 'html' | 'data'>> {
  const piece = PIECES[request.expose];
  if (!piece)
    throw new Error(
      errorText(
        CATALOG_ERRORS.PART_NOT_RENDERED,
        `${request.expose} is not rendered on the server`,
      ),
    );
  const route = request.route as RouteState;
  const storefront = request.storefront as StorefrontState;
  return inServerRender(request, async (data, load) => {
    await load(() => prefetchAll(data, piece.queries(storefront.storefront)));
    const html = renderAppTree(
      { route, storefront, messages, data, identifierPrefix: `${rootIdPrefix(CONTAINER)}piece-` },
      piece.render(request.props),
    );
    if (leftPartToBrowser(html) || unfetchedQueries(data).length > 0)
      throw new Error(
        errorText(CATALOG_ERRORS.PART_NOT_RENDERED, `${request.expose} did not render whole`),
      );
    return { html, data: dehydratePage(data) };
  });
}
