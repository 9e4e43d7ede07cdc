/**
 * Route schemas of the location: POST /location, /location/set-country,
 * /domain-by-country/{code}; GET /location/arrive, /location/countries, /location/cities.
 */
import { Type } from 'typebox';
import { Closed, CurrencySchema, LocaleSchema } from './common';
import { LocationSchema } from './entities';

const Iso = Type.String({ pattern: '^[A-Za-z]{2}$' });

export const LocationBody = Type.Object({
  country_iso_code: Iso,
  city: Type.Optional(Type.String({ maxLength: 200 })),
  region: Type.Optional(Type.String({ maxLength: 200 })),
  beltway_hit: Type.Optional(Type.Boolean()),
  beltway_distance: Type.Optional(Type.Union([Type.Number({ minimum: 0 }), Type.Null()])),
});
export const LocationReply = Closed({ reload: Type.Boolean(), location: LocationSchema });

export const SetCountryBody = Type.Object({ countryCode: Iso });
export const SetCountryReply = Closed({
  countryChanged: Type.Boolean(),
  location: LocationSchema,
  currency: CurrencySchema,
});

export const CountryCodeParam = Type.Object({ code: Iso });
export const DomainByCountryBody = Type.Object({ url: Type.String({ maxLength: 1000 }) });
export const DomainByCountryReply = Closed({
  domain: Type.String(),
  country_name: Type.String(),
  redirect_url: Type.String(),
});

export const ArriveQuery = Type.Object({
  country: Type.Optional(Type.String({ maxLength: 100 })),
  to: Type.Optional(Type.String({ maxLength: 1000 })),
});

export const CountriesQuery = Type.Object({ locale: Type.Optional(LocaleSchema) });
export const CountryOptionSchema = Closed({
  /** ISO 3166-1 alpha-2. */
  code: Type.String(),
  /** In the interface language. */
  name: Type.String(),
});
export const CountriesReply = Closed({ countries: Type.Array(CountryOptionSchema) });

export const CitiesQuery = Type.Object({
  country: Iso,
  q: Type.Optional(Type.String({ maxLength: 100 })),
  locale: Type.Optional(LocaleSchema),
});
export const CityOptionSchema = Closed({
  city: Type.String(),
  region: Type.String(),
  country_iso_code: Type.String(),
  beltway_hit: Type.Boolean(),
});
export const CitiesReply = Closed({ cities: Type.Array(CityOptionSchema) });
