import { lazy, Suspense } from 'react';
import { useBusState } from '@shop/event-bus';
import type { RouteState } from '@shop/types';
import { LoadingRegion } from '@shop/ui';
import { HomePage } from './features/home/components/home-page';
import { ListingPage } from './features/listing/components/listing-page';
import { listingSource } from './features/listing/listing-source';

// Home and listings are where most visits land, so they stay in the app chunk. The product
// page (gallery, swiper, popups), designers and search load with their route.
const ProductPage = lazy(() =>
  import('./features/product/components/product-page').then((m) => ({ default: m.ProductPage })),
);
const DesignersPage = lazy(() =>
  import('./features/designers/components/designers-page').then((m) => ({
    default: m.DesignersPage,
  })),
);
const DesignerPage = lazy(() =>
  import('./features/designers/components/designer-page').then((m) => ({
    default: m.DesignerPage,
  })),
);
const SearchPage = lazy(() =>
  import('./features/search/components/search-page').then((m) => ({ default: m.SearchPage })),
);

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
