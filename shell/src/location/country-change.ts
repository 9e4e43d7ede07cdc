/**
 * The country change of docs/product/04-states.md#country-change: if the chosen country's domain differs from the current one,
 * the browser goes there (geolocation cookie and saved order data cleared); otherwise the
 * country is set and, if it changed, the cart is updated or the page reloaded; a reload flag
 * in the location answer reloads the page. The decisions are pure; `changeLocation` runs them
 * against the API and the browser handed to it.
 */
import type {
  CityOption,
  CurrencyCode,
  DomainByCountryResponse,
  Location,
  LocationRequest,
  LocationResponse,
  SetCountryResponse,
} from '@shop/types';

/** After POST /domain-by-country: leave for the other storefront, or stay and set the country. */
export type DomainStep = { kind: 'redirect'; url: string } | { kind: 'stay' };

const hostOf = (host: string): string => host.trim().toLowerCase().replace(/\.$/, '');

export function decideDomain(currentHost: string, answer: DomainByCountryResponse): DomainStep {
  return hostOf(answer.domain) === hostOf(currentHost)
    ? { kind: 'stay' }
    : { kind: 'redirect', url: answer.redirect_url };
}

/**
 * On the same domain: `reload` when the location answer asks for it or the country change
 * brought another currency (every price on the page is in the old one); `recalculate` the cart
 * when the country changed; otherwise only `update` the location (a new city of the country).
 */
export type LocationOutcome = 'reload' | 'recalculate' | 'update';

export interface LocationAnswers {
  countryChanged: boolean;
  currencyChanged: boolean;
  /** The `reload` flag of POST /location (false when no city was sent). */
  reload: boolean;
}

export function decideLocation({
  countryChanged,
  currencyChanged,
  reload,
}: LocationAnswers): LocationOutcome {
  if (reload) return 'reload';
  if (countryChanged && currencyChanged) return 'reload';
  if (countryChanged) return 'recalculate';
  return 'update';
}

/** What the visitor picked in the popup: a country, and a city of it or none (its default). */
export interface LocationChoice {
  countryCode: string;
  city?: CityOption;
}

export interface CountryChangeApi {
  getDomainByCountry(code: string, url: string): Promise<DomainByCountryResponse>;
  setCountry(countryCode: string): Promise<SetCountryResponse>;
  setLocation(body: LocationRequest): Promise<LocationResponse>;
}

export interface CountryChangeEnv {
  api: CountryChangeApi;
  /** The page's host with port (window.location.host). */
  host: string;
  /** The page's path and query, kept across a domain change. */
  path: string;
  /** The currency prices are shown in now. */
  currency: CurrencyCode;
  /** Clears the geolocation cookie and the saved order data of this domain. */
  forgetLocation(): void;
  redirect(url: string): void;
  reload(): void;
  /** Publishes the new location (and currency) to the bus. */
  applyLocation(location: Location, currency: CurrencyCode): void;
  /** Tells the cart that its calculation context changed. */
  recalculateCart(): void;
}

export type CountryChangeResult = 'redirect' | LocationOutcome;

export async function changeLocation(
  choice: LocationChoice,
  env: CountryChangeEnv,
): Promise<CountryChangeResult> {
  const domain = decideDomain(
    env.host,
    await env.api.getDomainByCountry(choice.countryCode, env.path),
  );
  if (domain.kind === 'redirect') {
    env.forgetLocation();
    env.redirect(domain.url);
    return 'redirect';
  }
  const country = await env.api.setCountry(choice.countryCode);
  const city = choice.city;
  const located = city
    ? await env.api.setLocation({
        country_iso_code: choice.countryCode,
        city: city.city,
        region: city.region,
        beltway_hit: city.beltway_hit,
      })
    : null;
  const outcome = decideLocation({
    countryChanged: country.countryChanged,
    currencyChanged: country.currency !== env.currency,
    reload: located?.reload ?? false,
  });
  if (outcome === 'reload') {
    env.reload();
    return outcome;
  }
  env.applyLocation(located?.location ?? country.location, country.currency);
  if (outcome === 'recalculate') env.recalculateCart();
  return outcome;
}
