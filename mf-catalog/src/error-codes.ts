/** The catalog's error codes: code → meaning (a new code takes the next free number). */
import { defineErrorCodes } from '@shop/error-codes';

export const CATALOG_ERRORS = defineErrorCodes(
  { source: 'catalog', prefixes: ['CATALOG', 'CATALOG-SSR'] },
  {
    REQUEST_FAILED: [
      'CATALOG-001',
      "A page's data request failed (not a 404): the page shows its error state with a retry.",
    ],
    ADD_TO_CART_FAILED: [
      'CATALOG-002',
      'Adding a product to the cart failed: the product page says why.',
    ],
    GALLERY_FAILED: ['CATALOG-003', 'The product gallery threw: a still gallery is shown.'],
    SUGGESTIONS_FAILED: [
      'CATALOG-004',
      "The search box's suggestions could not be loaded: the list says so.",
    ],
    RENDER_TIMEOUT: ['CATALOG-SSR-002', "The catalog's server render ran out of time."],
    QUERY_NOT_PREFETCHED: [
      'CATALOG-SSR-003',
      "A page renders a query its route's server prefetch did not load (it would be fetched again on hydration).",
    ],
    PART_NOT_RENDERED: [
      'CATALOG-SSR-004',
      'A part of a page threw or suspended in the server render (React left its Suspense boundary to the browser): the whole slot is left to the browser instead.',
    ],
  },
);
