/** POST /location, POST /location/set-country, POST /domain-by-country/{code}. */
import { Type } from '@fastify/type-provider-typebox';
import type {
  DomainByCountryResponse,
  Location,
  LocationResponse,
  SetCountryResponse,
} from '@shop/types';
import type { FastifyRequest } from 'fastify';
import type { FeatureRoutes } from '../../app-context';
import { currencyFor, storefrontFromHost } from '../../lib/storefront';
import { ensureSession, updateSession } from '../../plugins/session';
import { COUNTRY_NAMES, defaultLocation } from './default-locations';

const Iso = Type.String({ pattern: '^[A-Za-z]{2}$' });

/** The other storefront's host: shop.ru ↔ shop.com, localhost ↔ en.localhost. */
export function storefrontHost(host: string, target: 'ru' | 'en'): string {
  const [name = 'localhost', port] = host.toLowerCase().split(':');
  const suffix = port ? `:${port}` : '';
  const current = storefrontFromHost(name);
  if (current === target) return `${name}${suffix}`;
  if (target === 'en') {
    if (name.endsWith('.ru')) return `${name.slice(0, -3)}.com${suffix}`;
    return `en.${name}${suffix}`;
  }
  if (name.startsWith('en.')) return `${name.slice(3)}${suffix}`;
  if (name.endsWith('.com')) return `${name.slice(0, -4)}.ru${suffix}`;
  return `${name}${suffix}`;
}

/** The host the visitor asked for: X-Forwarded-Host only from the trusted edge (trustProxy). */
function requestHost(request: FastifyRequest): string {
  return request.host || 'localhost';
}

export const registerLocationRoutes: FeatureRoutes = (app, ctx) => {
  app.post(
    '/location',
    {
      schema: {
        tags: ['location'],
        summary: 'Set the location; reload is true when the currency changes',
        body: Type.Object({
          country_iso_code: Iso,
          city: Type.Optional(Type.String({ maxLength: 200 })),
          region: Type.Optional(Type.String({ maxLength: 200 })),
          beltway_hit: Type.Optional(Type.Boolean()),
          beltway_distance: Type.Optional(Type.Union([Type.Number({ minimum: 0 }), Type.Null()])),
        }),
      },
    },
    async (request, reply): Promise<LocationResponse> => {
      await ensureSession(ctx, request, reply);
      const before = request.shop.currency;
      const country = request.body.country_iso_code.toUpperCase();
      const base = defaultLocation(country);
      const location: Location = {
        ...base,
        city: request.body.city ?? base.city,
        region: request.body.region ?? base.region,
        beltway_hit: request.body.beltway_hit ?? base.beltway_hit,
        beltway_distance: request.body.beltway_distance ?? null,
        default: request.body.city === undefined,
      };
      await updateSession(ctx, request, {
        country_iso: country,
        location: JSON.stringify(location),
      });
      return { reload: request.shop.currency !== before, location };
    },
  );

  app.post(
    '/location/set-country',
    {
      schema: {
        tags: ['location'],
        summary: 'Set the country (default location of that country)',
        body: Type.Object({ countryCode: Iso }),
      },
    },
    async (request, reply): Promise<SetCountryResponse> => {
      await ensureSession(ctx, request, reply);
      const country = request.body.countryCode.toUpperCase();
      const changed = request.shop.country !== country;
      const location = defaultLocation(country);
      if (changed)
        await updateSession(ctx, request, {
          country_iso: country,
          location: JSON.stringify(location),
        });
      return {
        countryChanged: changed,
        location,
        currency: currencyFor(request.shop.storefront, country),
      };
    },
  );

  app.post(
    '/domain-by-country/:code',
    {
      config: { csrf: false },
      schema: {
        tags: ['location'],
        summary: 'Storefront domain for a country: RU → the .ru storefront, others → .com',
        params: Type.Object({ code: Iso }),
        body: Type.Object({ url: Type.String({ maxLength: 1000 }) }),
      },
    },
    async (request): Promise<DomainByCountryResponse> => {
      const code = request.params.code.toUpperCase();
      const domain = storefrontHost(requestHost(request), code === 'RU' ? 'ru' : 'en');
      const path = request.body.url.startsWith('/') ? request.body.url : `/${request.body.url}`;
      const protocol = request.protocol === 'https' ? 'https' : 'http';
      const names = COUNTRY_NAMES[code];
      return {
        domain,
        country_name: names ? names[request.shop.locale] : code,
        redirect_url: `${protocol}://${domain}${path}`,
      };
    },
  );
};
