import { Suspense } from 'react';
import { useBusState } from '@shop/event-bus';
import type { RouteState } from '@shop/types';
import { LoadingRegion, preloadableLazy } from '@shop/ui';
import { HomePage } from './features/home/components/home-page';
import { ListingPage } from './features/listing/components/listing-page';
import { listingSource } from './features/listing/listing-source';

// Home and listings are where most visits land, so they stay in the app chunk. The product
// page (gallery, popups), designers and search load with their route, each in a chunk named
// after it: a served page names it to the shell (`routePageChunks`), which preloads it.
const productPage = preloadableLazy(() =>
  import(/* webpackChunkName: "page-product" */ './features/product/components/product-page').then(
    (m) => m.ProductPage,
  ),
);
const designersPage = preloadableLazy(() =>
  import(
    /* webpackChunkName: "page-designers" */ './features/designers/components/designers-page'
  ).then((m) => m.DesignersPage),
);
const designerPage = preloadableLazy(() =>
  import(
    /* webpackChunkName: "page-designer" */ './features/designers/components/designer-page'
  ).then((m) => m.DesignerPage),
);
const searchPage = preloadableLazy(() =>
  import(/* webpackChunkName: "page-search" */ './features/search/components/search-page').then(
    (m) => m.SearchPage,
  ),
);
const trendsPage = preloadableLazy(() =>
  import(/* webpackChunkName: "page-trends" */ './features/trends/components/trends-page').then(
    (m) => m.TrendsPage,
  ),
);
const ProductPage = productPage.Component;
const DesignersPage = designersPage.Component;
const DesignerPage = designerPage.Component;
const SearchPage = searchPage.Component;
const TrendsPage = trendsPage.Component;

/** The route's lazily loaded page and its chunk's name (above), if it has one. */
function lazyPageOf(route: RouteState | null) {
  switch (route?.name) {
    case 'product':
      return { page: productPage, chunk: 'page-product' };
    case 'designers':
      return { page: designersPage, chunk: 'page-designers' };
    case 'designer':
      return { page: designerPage, chunk: 'page-designer' };
    case 'search':
    case 'search-results':
      return { page: searchPage, chunk: 'page-search' };
    case 'trend':
      return { page: trendsPage, chunk: 'page-trends' };
    default:
      return null;
  }
}

/**
 * Loads the lazily loaded page of `route` (if it has one) before the app mounts: a served
 * product page then hydrates at once, not behind a Suspense boundary that drops clicks.
 */
export function preloadRoutePage(route: RouteState | null): Promise<void> {
  return lazyPageOf(route)?.page.preload() ?? Promise.resolve();
}

/** The browser chunks a served page of `route` loads before it hydrates (ServerRenderResult). */
export function routePageChunks(route: RouteState): string[] {
  const chunk = lazyPageOf(route)?.chunk;
  return chunk ? [chunk] : [];
}

function Page({ route }: { route: RouteState }) {
  switch (route.name) {
    case 'home':
      return <HomePage />;
    case 'product':
      return <ProductPage id={route.params.id ?? ''} />;
    case 'designers':
      return <DesignersPage />;
    case 'designer':
      return <DesignerPage route={route} />;
    case 'search':
    case 'search-results':
      return <SearchPage route={route} />;
    case 'trend':
      return <TrendsPage />;
    default: {
      const source = listingSource(route);
      return source ? <ListingPage route={route} source={source} /> : null;
    }
  }
}

/** Picks the page for the current route (catalog, listings, product, designers, search, trends). */
export function Root() {
  const route = useBusState('route');
  if (!route) return null;
  return (
    <Suspense fallback={<LoadingRegion>{null}</LoadingRegion>}>
      <Page route={route} />
    </Suspense>
  );
}
