/** Route schemas of pickup points: GET /api/pickup-points/providers, /list/, /map/. */
import { Type } from 'typebox';
import type { PickupPoint, PickupProvider } from '../entities';
import { Entity } from './common';

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

export const PickupProvidersReply = Type.Object({
  data: Type.Array(Entity<PickupProvider>('PickupProvider')),
});

export const PickupPointsListReply = Type.Object({
  data: Type.Object({
    items: Type.Array(Entity<PickupPoint>('PickupPoint')),
    next_cursor: Type.Union([Type.String(), Type.Null()]),
    total: Type.Number(),
    per_page: Type.Number(),
  }),
});

export const PickupPointsMapReply = Type.Object({
  data: Type.Object({
    /** `name` and `address` (city first) label the map's point buttons. */
    points: Type.Array(
      Type.Object({
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
