import { storefrontApi } from '@shop/api-client';
import type { CityOption, CountryOption } from '@shop/types';
import { type LoadState, useLoad } from '../../state/use-load';
import { errorText } from '@shop/error-codes';
import { SHELL_ERRORS } from '../../error-codes';

export type Options<T> = LoadState<readonly T[]>;

/** A city search waits for a pause in typing. */
export const CITY_SEARCH_DELAY_MS = 250;

/** Resolves after `ms`, or never once `signal` aborts (the newer run takes over). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });
}

/** The countries of the popup, loaded once per opening; `retry` after a failure. */
export function useCountries(): { countries: Options<CountryOption>; retry: () => void } {
  const { state, retry } = useLoad(
    async (signal) => (await storefrontApi().getCountries({ signal })).countries,
    'countries',
    errorText(SHELL_ERRORS.LOCATION_OPTIONS_UNAVAILABLE, 'location countries'),
  );
  return { countries: state, retry };
}

/**
 * Cities of `country` matching `query` (server search, after a pause in typing); a newer
 * query cancels the older one. Without a country nothing is asked and the list stays loading.
 */
export function useCities(
  country: string | null,
  query: string,
): { cities: Options<CityOption>; retry: () => void } {
  const { state, retry } = useLoad(
    async (signal) => {
      if (!country) return new Promise<never>(() => undefined);
      await pause(CITY_SEARCH_DELAY_MS, signal);
      return (await storefrontApi().getCities(country, query.trim(), { signal })).cities;
    },
    `${country ?? ''}|${query}`,
    errorText(SHELL_ERRORS.LOCATION_OPTIONS_UNAVAILABLE, 'location cities'),
  );
  return { cities: state, retry };
}
