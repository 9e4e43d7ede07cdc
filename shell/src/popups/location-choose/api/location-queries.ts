import { storefrontApi } from '@shop/api-client';
import { queryOptions, useQuery } from '@shop/data';
import { errorText } from '@shop/error-codes';
import type { CountryOption } from '@shop/types';
import { SHELL_ERRORS } from '../../../error-codes';

/** A city search waits for a pause in typing. */
export const CITY_SEARCH_DELAY_MS = 250;

/** Resolves after `ms`, or never once `signal` aborts (the newer query takes over). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });
}

/** The countries of the location popup. */
export const countriesQuery = () =>
  queryOptions({
    queryKey: ['shell', 'location', 'countries'],
    queryFn: async ({ signal }) => (await storefrontApi().getCountries({ signal })).countries,
    meta: {
      owner: 'shell',
      errorCode: errorText(SHELL_ERRORS.LOCATION_OPTIONS_UNAVAILABLE, 'location countries'),
    },
  });

/** The countries, narrowed by `select` (the popup's search is local). */
export const useCountriesQuery = (
  select: (countries: readonly CountryOption[]) => CountryOption[],
) => useQuery({ ...countriesQuery(), select });

/**
 * Cities of `country` matching `search` (a server search, after a pause in typing): a newer
 * search is a new key, so the older one is cancelled.
 */
export const citiesQuery = (country: string, search: string) =>
  queryOptions({
    queryKey: ['shell', 'location', 'cities', country, search.trim()],
    queryFn: async ({ signal }) => {
      await pause(CITY_SEARCH_DELAY_MS, signal);
      return (await storefrontApi().getCities(country, search.trim(), { signal })).cities;
    },
    meta: {
      owner: 'shell',
      errorCode: errorText(SHELL_ERRORS.LOCATION_OPTIONS_UNAVAILABLE, 'location cities'),
    },
  });

/** Without a country nothing is asked and the list stays pending. */
export const useCitiesQuery = (country: string | null, search: string) =>
  useQuery({ ...citiesQuery(country ?? '', search), enabled: country !== null });
