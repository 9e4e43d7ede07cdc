/**
 * POST /location, POST /location/set-country, POST /domain-by-country/{code} (docs/product/07-calls.md#location) and,
 * for the location popup, GET /location/countries and GET /location/cities (additions); GET
 * /location/arrive, where a country change to the other storefront lands (addition).
 * The location is kept in the geolocation cookie (docs/product/09-constants.md#cookies-and-timings: one year), not in the session.
 */
import { storefrontForCountry } from '@shop/storefront';
import type {
  CitiesResponse,
  CountriesResponse,
  DomainByCountryResponse,
  Locale,
  Location,
  LocationResponse,
  SetCountryResponse,
} from '@shop/types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ArriveQuery,
  CitiesQuery,
  CitiesReply,
  CountriesQuery,
  CountriesReply,
  CountryCodeParam,
  DomainByCountryBody,
  DomainByCountryReply,
  LocationBody,
  LocationReply,
  Redirect,
  SetCountryBody,
  SetCountryReply,
  replies,
} from '@shop/types/schemas';
import type { AppContext, FeaturePlugin } from '../../app-context';
import { HttpError } from '../../errors';
import { storefrontHostFor } from '../../lib/storefront-domains';
import { refreshShop } from '../../plugins/session';
import { CITIES, searchCities } from './cities';
import { COUNTRY_NAMES, cityLocation, defaultLocation } from './default-locations';
import { geolocationSetCookie } from './geolocation-cookie';

const CITY_LIMIT = 20;

/** A country the shop sells to, upper-cased; 400 for any other. */
function knownCountry(code: string, field: string): string {
  const country = code.toUpperCase();
  if (!Object.hasOwn(COUNTRY_NAMES, country))
    throw new HttpError('validation_failed', `Unknown country ${country}`, {
      [field]: ['unknown country'],
    });
  return country;
}

/** The host of the storefront that sells to `country`, as seen from this request's host. */
export function storefrontHostForCountry(
  ctx: AppContext,
  request: FastifyRequest,
  country: string,
): string {
  return storefrontHostFor(
    request.host || 'localhost',
    request.shop.storefront,
    storefrontForCountry(country),
    ctx.options.storefrontDomains,
  );
}

/** Keeps the location in the geolocation cookie; price and cart calls of this request follow it. */
function remember(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  location: Location,
): void {
  request.shop.location = location;
  refreshShop(request);
  const secure = ctx.options.production && request.protocol === 'https';
  reply.header('set-cookie', geolocationSetCookie(location, secure));
}

/**
 * A path of this shop to send a visitor to, else the home page: never another host, however
 * written ('//host', '/\host', 'https://host'), nor anything a Location header cannot hold.
 */
export function localPath(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return '/';
  // Printable ASCII only (a browser's path is percent-encoded), and no backslash.
  return /[^\x21-\x7e]|\\/.test(value) ? '/' : value;
}

/**
 * Where a country change to the other storefront sends the visitor: that storefront's arrival
 * (GET /location/arrive), which keeps the chosen country there — the geolocation cookie is per
 * host (ADR 17) — and then shows `path`. The link carries the country code and the path only.
 */
function arrivalUrl(ctx: AppContext, origin: string, country: string, path: string): string {
  const query = new URLSearchParams({ country, to: localPath(path) });
  return `${origin}${ctx.options.publicPath}/location/arrive?${query.toString()}`;
}

/** A seeded city by its name in either language. */
const seededCity = (country: string, name: string) =>
  CITIES.find(
    (c) =>
      c.country === country &&
      (c.ru.toLowerCase() === name.toLowerCase() || c.en.toLowerCase() === name.toLowerCase()),
  );

export const locationFeature: FeaturePlugin = async (app, { ctx }) => {
  app.post(
    '/location',
    {
      schema: {
        tags: ['location'],
        summary:
          'Set the location (geolocation cookie, 1 year); reload is true when the currency changes',
        body: LocationBody,
        response: replies({ 200: LocationReply }),
      },
    },
    async (request, reply): Promise<LocationResponse> => {
      const before = request.shop.currency;
      const country = knownCountry(request.body.country_iso_code, 'country_iso_code');
      const { city, region, beltway_hit, beltway_distance } = request.body;
      const seed = city ? seededCity(country, city) : undefined;
      const base = seed
        ? cityLocation(seed, request.shop.locale, false)
        : defaultLocation(country, request.shop.locale);
      const location: Location = {
        ...base,
        city: city ?? base.city,
        region: region ?? base.region,
        beltway_hit: beltway_hit ?? base.beltway_hit,
        beltway_distance: beltway_distance ?? base.beltway_distance,
        default: city === undefined,
      };
      remember(ctx, request, reply, location);
      return { reload: request.shop.currency !== before, location };
    },
  );

  app.post(
    '/location/set-country',
    {
      schema: {
        tags: ['location'],
        summary: 'Set the country (its default location) unless it is the current one',
        body: SetCountryBody,
        response: replies({ 200: SetCountryReply }),
      },
    },
    async (request, reply): Promise<SetCountryResponse> => {
      const country = knownCountry(request.body.countryCode, 'countryCode');
      const changed = request.shop.country !== country;
      if (changed) remember(ctx, request, reply, defaultLocation(country, request.shop.locale));
      return {
        countryChanged: changed,
        location: request.shop.location ?? defaultLocation(country, request.shop.locale),
        currency: request.shop.currency,
      };
    },
  );

  app.post(
    '/domain-by-country/:code',
    {
      config: { csrf: false },
      schema: {
        tags: ['location'],
        summary:
          'Storefront domain for a country: RU → the Russian storefront, others → the English one (SHOP_API_STOREFRONT_DOMAINS)',
        params: CountryCodeParam,
        body: DomainByCountryBody,
        response: replies({ 200: DomainByCountryReply }),
      },
    },
    async (request): Promise<DomainByCountryResponse> => {
      const code = request.params.code.toUpperCase();
      const domain = storefrontHostForCountry(ctx, request, code);
      // Only a path of this shop: an absolute or protocol-relative URL must not steer the redirect.
      const url = request.body.url;
      const path =
        url.startsWith('/') && !url.startsWith('//') ? url : `/${url.replace(/^\/+/, '')}`;
      const protocol = request.protocol === 'https' ? 'https' : 'http';
      const names = COUNTRY_NAMES[code];
      const origin = `${protocol}://${domain}`;
      return {
        domain,
        country_name: names ? names[request.shop.locale] : code,
        // The other storefront starts without this host's cookie: the choice goes with the visitor.
        redirect_url:
          names && storefrontForCountry(code) !== request.shop.storefront
            ? arrivalUrl(ctx, origin, code, path)
            : `${origin}${path}`,
      };
    },
  );

  app.get(
    '/location/arrive',
    {
      schema: {
        tags: ['location'],
        summary:
          'Lands a country change from the other storefront: keeps the country (its default location) when this storefront sells to it, then 303 to the path `to` of this shop (backend addition)',
        querystring: ArriveQuery,
        response: replies({ 303: Redirect }),
      },
    },
    async (request, reply) => {
      // A link anyone can make: it may set a country this storefront sells to, nothing else.
      const country = (request.query.country ?? '').toUpperCase();
      if (
        /^[A-Z]{2}$/.test(country) &&
        Object.hasOwn(COUNTRY_NAMES, country) &&
        storefrontForCountry(country) === request.shop.storefront
      )
        remember(ctx, request, reply, defaultLocation(country, request.shop.locale));
      return reply.redirect(localPath(request.query.to), 303);
    },
  );

  app.get(
    '/location/countries',
    {
      schema: {
        tags: ['location'],
        summary: 'Countries of the location popup, by name in the locale (backend addition)',
        querystring: CountriesQuery,
        response: replies({ 200: CountriesReply }),
      },
    },
    async (request): Promise<CountriesResponse> => {
      const locale: Locale = request.query.locale ?? request.shop.locale;
      const countries = Object.entries(COUNTRY_NAMES)
        .map(([code, names]) => ({ code, name: names[locale] }))
        .sort((a, b) => a.name.localeCompare(b.name, locale));
      return { countries };
    },
  );

  app.get(
    '/location/cities',
    {
      schema: {
        tags: ['location'],
        summary: `Cities of a country whose name (ru or en) starts with q, ${CITY_LIMIT} at most (backend addition)`,
        querystring: CitiesQuery,
        response: replies({ 200: CitiesReply }),
      },
    },
    async (request): Promise<CitiesResponse> => {
      const locale: Locale = request.query.locale ?? request.shop.locale;
      const country = knownCountry(request.query.country, 'country');
      const cities = searchCities(country, request.query.q ?? '', CITY_LIMIT).map((seed) => {
        const { city, region, country_iso_code, beltway_hit } = cityLocation(seed, locale, false);
        return { city, region, country_iso_code, beltway_hit };
      });
      return { cities };
    },
  );
};
