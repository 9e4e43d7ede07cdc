import { storefrontApi } from '@shop/api-client';
import { queryOptions } from '@shop/data';

/** The shops for store pickup (GET /shops), in the storefront's language. */
export const shopsQuery = (locale: string) =>
  queryOptions({
    queryKey: ['cart-checkout', 'shops', locale],
    queryFn: ({ signal }) => storefrontApi().getShops({ signal }),
    meta: { owner: 'cart-checkout' },
  });
