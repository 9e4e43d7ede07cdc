import { storefrontApi } from '@shop/api-client';
import { queryOptions, useQuery } from '@shop/data';
import { errorText } from '@shop/error-codes';
import { SHELL_ERRORS } from '../../../error-codes';

/** The mall shops, in the storefront's language (GET /shops answers in it). */
export const shopsQuery = (locale: string) =>
  queryOptions({
    queryKey: ['shell', 'shops', locale],
    queryFn: async ({ signal }) => (await storefrontApi().getShops({ signal })).shops,
    meta: { owner: 'shell', errorCode: errorText(SHELL_ERRORS.SHOPS_UNAVAILABLE, 'shops') },
  });

export const useShopsQuery = (locale: string) => useQuery(shopsQuery(locale));
