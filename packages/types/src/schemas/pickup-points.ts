/** Route schemas of pickup points: GET /api/pickup-points/providers, /list/, /map/. */
import { Type } from 'typebox';
import { Closed } from './common';
import { PickupPointSchema, PickupProviderSchema } from './entities';

const StrList = Type.Union([
  Type.String({ maxLength: 200 }),
  Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 }),
]);

/** Arrays come as key[]=… (or key=…). */
export const PickupPointsQuerySchema = Type.Object({
  country: Type.Optional(Type.String({ maxLength: 2 })),
  city: Type.Optional(Type.String({ maxLength: 200 })),
  provider: Type.Optional(StrList),
  'provider[]': Type.Optional(StrList),
  /** Exact points (the chooser fetches a point it only has from the map). */
  id: Type.Optional(StrList),
  'id[]': Type.Optional(StrList),
  /** Bounding box "lat1,lng1,lat2,lng2" for the map. */
  bbox: Type.Optional(Type.String({ maxLength: 100 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  /** The chooser's search field: a part of the address, name, code or city, in any case. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
  cursor: Type.Optional(Type.String({ maxLength: 50 })),
  /** Default and max 50. */
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 50 })),
});

export const PickupProvidersReply = Closed({
  data: Type.Array(PickupProviderSchema),
});

export const PickupPointsListReply = Closed({
  data: Closed({
    items: Type.Array(PickupPointSchema),
    next_cursor: Type.Union([Type.String(), Type.Null()]),
    total: Type.Number(),
    per_page: Type.Number(),
  }),
});

export const PickupPointsMapReply = Closed({
  data: Closed({
    /** `name` and `address` (city first) label the map's point buttons. */
    points: Type.Array(
      Closed({
        id: Type.String(),
        lat: Type.Number(),
        lng: Type.Number(),
        providerId: Type.String(),
        name: Type.String(),
        address: Type.String(),
      }),
    ),
    total: Type.Number(),
  }),
});
