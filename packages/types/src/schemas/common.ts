/**
 * Building blocks of the route schemas: the error body every 4xx/5xx answer carries, the
 * replies helper that puts it beside a route's success schema, and Entity, which names a
 * shape of entities.ts inside an answer.
 */
import { type TSchema, type TUnsafe, Type } from 'typebox';

/**
 * An entity of entities.ts (Product, CartData, User…) inside an answer: typed as that
 * interface, serialized as it is (every field kept, none stripped). Entities are declared
 * once, in entities.ts, and shared by the bus and the pages as well as the API; describing
 * them field by field here is the next step (ADR 24).
 */
export const Entity = <T>(name: string): TUnsafe<T> =>
  Type.Unsafe<T>({
    type: 'object',
    additionalProperties: true,
    description: `@shop/types ${name} (entities.ts)`,
  });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const FieldErrors = Type.Record(Type.String(), Type.Array(Type.String()), {
  description: 'Field path → messages',
});

/** Body of every 4xx/5xx answer (packages/shop-api/src/errors.ts). */
export const ApiErrorBodySchema = Type.Object({
  error: Type.Object({
    code: Type.String({ description: 'An ApiErrorCode' }),
    message: Type.String(),
    fieldErrors: Type.Optional(FieldErrors),
  }),
});

/** What a redirect answers: no body, a Location header. */
export const Redirect = Type.Null({ description: 'No body; the Location header says where' });

/** An HTML page (the test payment provider's). */
export const HtmlPage = Type.String({ description: 'text/html' });

/**
 * A route's `response`: its success schema(s) plus the error body for the statuses named
 * and, whatever else goes wrong, 4xx (400 validation, 403 CSRF, 413, 415, 429) and 5xx.
 */
export function replies<S extends Record<number, TSchema>>(
  success: S,
  ...errorStatuses: number[]
): S & Record<'4xx' | '5xx', typeof ApiErrorBodySchema> {
  const errors: Record<number, typeof ApiErrorBodySchema> = {};
  for (const status of errorStatuses) errors[status] = ApiErrorBodySchema;
  return { ...success, ...errors, '4xx': ApiErrorBodySchema, '5xx': ApiErrorBodySchema };
}
