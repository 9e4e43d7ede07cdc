/**
 * The shop's one data layer (ADR 23): TanStack Query, carried inside this package, which is a
 * federation singleton — import the library through here only, so every page holds one copy
 * of it and one client.
 */
export {
  QueryClient,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type {
  QueryFunctionContext,
  QueryKey,
  UseQueryOptions,
  UseMutationResult,
  UseQueryResult,
} from '@tanstack/react-query';
export {
  createQueryClient,
  getQueryClient,
  isLoggedFailure,
  resetQueryClient,
} from './query-client';
export { connectBusInvalidation, type InvalidatingEvent } from './bus-invalidation';
export {
  dehydratePage,
  fetchAskedQueries,
  hydratePage,
  prefetchAll,
  unfetchedQueries,
  type PageState,
  type PrefetchQuery,
} from './page-state';
export { DataProvider } from './data-provider';
