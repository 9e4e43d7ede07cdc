/**
 * The browser side of the location: the bus state the remotes read (the cart recalculates on
 * it), the geolocation cookie and saved order data a domain change clears, and the country
 * change wired to the API and window.location.
 */
import { storefrontApi } from '@shop/api-client';
import { bus } from '@shop/event-bus';
import { GEOLOCATION_COOKIE, SAVED_ORDER_DATA_STORAGE_KEY } from '@shop/storefront';
import type { CurrencyCode, Location, LocationState } from '@shop/types';
import type { CountryChangeEnv } from './country-change';

export function locationStateFrom(location: Location): LocationState {
  return {
    city: location.city,
    region: location.region,
    country: location.country,
    countryIsoCode: location.country_iso_code,
    isDefault: location.default === true,
  };
}

/** Publishes the location and the currency prices follow (RU RUB, AE AED, else USD). */
export function publishLocation(location: Location, currency: CurrencyCode): void {
  bus.set('location', locationStateFrom(location));
  const storefront = bus.get('storefront');
  if (storefront && storefront.currency !== currency)
    bus.set('storefront', { ...storefront, currency });
}

/** Clears this domain's geolocation cookie and saved order data (docs/product/04-states.md#country-change, before a domain change). */
export function forgetLocation(doc: Document = document, storage?: Storage): void {
  doc.cookie = `${GEOLOCATION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  try {
    (storage ?? window.localStorage).removeItem(SAVED_ORDER_DATA_STORAGE_KEY);
  } catch {
    // Storage disabled: there is nothing saved to clear.
  }
}

/** The cart's calculation context changed: the cart remote and the header hear it on the bus. */
export function recalculateCart(): void {
  bus.emit('cart:changed', { totalProducts: bus.get('cart').totalProducts, source: 'shell' });
}

export function browserCountryChangeEnv(): CountryChangeEnv {
  const api = storefrontApi();
  return {
    api: {
      getDomainByCountry: (code, url) => api.getDomainByCountry(code, url),
      setCountry: (code) => api.setCountry(code),
      setLocation: (body) => api.setLocation(body),
    },
    host: window.location.host,
    path: `${window.location.pathname}${window.location.search}`,
    currency: bus.get('storefront')?.currency ?? 'RUB',
    forgetLocation: () => forgetLocation(),
    redirect: (url) => window.location.assign(url),
    reload: () => window.location.reload(),
    applyLocation: publishLocation,
    recalculateCart,
  };
}
