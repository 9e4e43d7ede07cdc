/**
 * Building blocks of the route schemas: closed objects, the currencies and locales, the error
 * body every 4xx/5xx answer carries and the replies helper that puts it beside a route's
 * success schema.
 */
import { type TObjectOptions, type TProperties, type TSchema, Type } from 'typebox';

/**
 * An object of an answer: closed (`additionalProperties: false`), so /openapi.json says that
 * nothing else comes. fast-json-stringify writes only the declared fields whatever this says;
 * contract/closed-answers.test.ts fails on an answer object that is left open.
 */
export const Closed = <P extends TProperties>(properties: P, options: TObjectOptions = {}) =>
  Type.Object(properties, { ...options, additionalProperties: false });

export const LocaleSchema = Type.Union([Type.Literal('ru'), Type.Literal('en')]);
export const CurrencySchema = Type.Union([
  Type.Literal('RUB'),
  Type.Literal('USD'),
  Type.Literal('AED'),
]);

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const FieldErrors = Type.Record(Type.String(), Type.Array(Type.String()), {
  description: 'Field path → messages',
});

/** Body of every 4xx/5xx answer (packages/shop-api/src/errors.ts). */
export const ApiErrorBodySchema = Closed({
  error: Closed({
    code: Type.String({ description: 'An ApiErrorCode' }),
    message: Type.String(),
    fieldErrors: Type.Optional(FieldErrors),
  }),
});

/** What a redirect answers: no body, a Location header. */
export const Redirect = Type.Null({ description: 'No body; the Location header says where' });

/** GET /health: up, and the memory figures when SHOP_API_HEALTH_MEMORY=1. */
export const HealthReply = Closed({
  ok: Type.Boolean(),
  memory: Type.Optional(
    Closed({ rss: Type.Number(), heapUsed: Type.Number(), heapTotal: Type.Number() }),
  ),
});

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
