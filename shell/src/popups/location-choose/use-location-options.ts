import { useCallback, useEffect, useState } from 'react';
import { storefrontApi } from '@shop/api-client';
import type { CityOption, CountryOption } from '@shop/types';

export type Options<T> =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: readonly T[] };

/** A city search waits for a pause in typing. */
export const CITY_SEARCH_DELAY_MS = 250;

/** The countries of the popup, loaded once per opening; `retry` after a failure. */
export function useCountries(): { countries: Options<CountryOption>; retry: () => void } {
  const [countries, setCountries] = useState<Options<CountryOption>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setCountries({ status: 'loading' });
    storefrontApi()
      .getCountries({ signal: controller.signal })
      .then(({ countries: items }) => setCountries({ status: 'ready', items }))
      .catch(() => {
        if (!controller.signal.aborted) setCountries({ status: 'error' });
      });
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { countries, retry };
}

/** Cities of `country` matching `query` (server search); a newer query cancels the older one. */
export function useCities(
  country: string | null,
  query: string,
): { cities: Options<CityOption>; retry: () => void } {
  const [cities, setCities] = useState<Options<CityOption>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!country) return undefined;
    const controller = new AbortController();
    setCities({ status: 'loading' });
    const timer = setTimeout(() => {
      storefrontApi()
        .getCities(country, query.trim(), { signal: controller.signal })
        .then(({ cities: items }) => setCities({ status: 'ready', items }))
        .catch(() => {
          if (!controller.signal.aborted) setCities({ status: 'error' });
        });
    }, CITY_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [country, query, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { cities, retry };
}
