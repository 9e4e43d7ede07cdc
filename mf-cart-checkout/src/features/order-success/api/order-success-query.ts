import { storefrontApi } from '@shop/api-client';
import { queryOptions } from '@shop/data';

/** The thank-you page's order (GET /order/success/{id}). */
export const orderSuccessQuery = (id: string) =>
  queryOptions({
    queryKey: ['cart-checkout', 'order-success', id],
    queryFn: ({ signal }) => storefrontApi().getOrderSuccessData(id, { signal }),
    meta: { owner: 'cart-checkout' },
  });
