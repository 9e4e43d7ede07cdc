import { useBusState } from '@shop/event-bus';
import type { RouteState } from '@shop/types';
import { DesignerPage } from './features/designers/components/designer-page';
import { DesignersPage } from './features/designers/components/designers-page';
import { HomePage } from './features/home/components/home-page';
import { ListingPage } from './features/listing/components/listing-page';
import { listingSource } from './features/listing/listing-source';
import { ProductPage } from './features/product/components/product-page';
import { SearchPage } from './features/search/components/search-page';

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
  return <Page route={route} />;
}
