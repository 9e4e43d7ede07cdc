/**
 * Answers are described field by field (ADR 24): no response schema of any route may hold an
 * open object (additionalProperties other than false), a schema that says nothing (Type.Any,
 * Type.Unknown, an untyped Type.Unsafe such as the retired Entity<T> passthrough), so that
 * /openapi.json describes every field and fast-json-stringify writes exactly the fields
 * declared. A map (Type.Record: keys are data such as a cart line's id, not fields) is allowed
 * when its values are closed in turn.
 */
import { Type } from 'typebox';
import { CartDataSchema, Closed, Nullable, ProductSchema, replies } from '@shop/types/schemas';
import type { DeclaredRoute } from '../plugins/route-catalogue';
import { type TestServer, startTestServer } from '../testing/test-server';

/** Deliberate exceptions, with the reason. */
const OPEN_ON_PURPOSE: Record<string, string> = {
  // The OpenAPI document @fastify/swagger builds: describing OpenAPI 3 itself here would copy
  // its specification; the route is hidden from the document it serves.
  'GET /openapi.json': 'the generated OpenAPI document',
  'HEAD /openapi.json': 'the generated OpenAPI document',
  // @fastify/static's files: images, not JSON.
  'GET /media/*': 'files',
  'HEAD /media/*': 'files',
};

type JsonSchema = Record<string, unknown>;

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where a schema is open or says nothing, as paths from `at`. */
function openParts(schema: unknown, at: string): string[] {
  if (!isSchema(schema)) return [`${at}: not a schema`];
  const branches = ['anyOf', 'oneOf', 'allOf'].flatMap((key) =>
    Array.isArray(schema[key]) ? (schema[key] as unknown[]) : [],
  );
  if (branches.length)
    return branches.flatMap((branch, index) => openParts(branch, `${at}|${index}`));
  if ('const' in schema || Array.isArray(schema.enum)) return [];
  const type = schema.type;
  if (type === 'array') return openParts(schema.items, `${at}[]`);
  if (type === 'object') {
    const problems: string[] = [];
    const patterns = isSchema(schema.patternProperties) ? schema.patternProperties : undefined;
    if (schema.additionalProperties !== false && !(patterns && !('additionalProperties' in schema)))
      problems.push(
        `${at}: open object (additionalProperties ${String(schema.additionalProperties)})`,
      );
    if (!patterns && !isSchema(schema.properties)) problems.push(`${at}: object without fields`);
    for (const [key, value] of Object.entries(patterns ?? {}))
      problems.push(...openParts(value, `${at}{${key}}`));
    for (const [key, value] of Object.entries(isSchema(schema.properties) ? schema.properties : {}))
      problems.push(...openParts(value, `${at}.${key}`));
    return problems;
  }
  if (typeof type === 'string' && ['string', 'number', 'integer', 'boolean', 'null'].includes(type))
    return [];
  return [`${at}: says nothing of its value (Any, Unknown or an untyped Unsafe)`];
}

function openAnswers(routes: readonly DeclaredRoute[]): string[] {
  return routes.flatMap((route) => {
    const name = `${route.method} ${route.url}`;
    if (OPEN_ON_PURPOSE[name]) return [];
    return Object.entries(route.response ?? {}).flatMap(([status, schema]) =>
      openParts(schema, `${name} ${status}`),
    );
  });
}

describe('closed answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ devPayments: true });
  });
  afterAll(() => server.close());

  it('the walk finds an open object, a passthrough, Any and a map of open values', () => {
    const passthrough = Type.Unsafe<{ id: number }>({ type: 'object', additionalProperties: true });
    const response = replies({
      200: Closed({
        envelope: Type.Object({ id: Type.Number() }),
        entity: Nullable(passthrough),
        anything: Type.Any(),
        lines: Type.Record(Type.String(), Type.Object({ id: Type.String() })),
        fine: Type.Array(Closed({ id: Type.String(), kind: Type.Literal('a') })),
      }),
    });
    expect(
      openAnswers([{ method: 'GET', url: '/x', response, hidden: false }]).filter((problem) =>
        problem.startsWith('GET /x 200'),
      ),
    ).toEqual([
      'GET /x 200.envelope: open object (additionalProperties undefined)',
      'GET /x 200.entity|0: open object (additionalProperties true)',
      'GET /x 200.entity|0: object without fields',
      'GET /x 200.anything: says nothing of its value (Any, Unknown or an untyped Unsafe)',
      'GET /x 200.lines{^.*$}: open object (additionalProperties undefined)',
    ]);
  });

  it('no response schema of the API holds an open object', () => {
    expect(server.app.declaredRoutes.length).toBeGreaterThan(50);
    expect(openAnswers(server.app.declaredRoutes)).toEqual([]);
  });

  it('no response schema of the test hooks holds an open object', () => {
    const routes = server.app.testHooks?.declaredRoutes ?? [];
    expect(routes.length).toBeGreaterThanOrEqual(4);
    expect(openAnswers(routes)).toEqual([]);
  });

  it('the entities are closed schemas themselves', () => {
    expect(openParts(ProductSchema, 'Product')).toEqual([]);
    expect(openParts(CartDataSchema, 'CartData')).toEqual([]);
  });

  it('/openapi.json describes the entities field by field', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/openapi.json' });
    const document = answer.json<{ paths: Record<string, Record<string, unknown>> }>();
    const answerOf = (path: string, method: string): JsonSchema => {
      const operation = document.paths[path]?.[method] as
        | { responses: Record<string, { content: Record<string, { schema: JsonSchema }> }> }
        | undefined;
      return operation?.responses['200']?.content['application/json']?.schema ?? {};
    };
    const fieldsOf = (schema: unknown): string[] =>
      isSchema(schema) && isSchema(schema.properties) ? Object.keys(schema.properties) : [];
    const propertyOf = (schema: unknown, key: string): unknown =>
      isSchema(schema) && isSchema(schema.properties) ? schema.properties[key] : undefined;

    const product = propertyOf(answerOf('/jewelry/{id}', 'get'), 'product');
    expect(fieldsOf(product)).toEqual(Object.keys(ProductSchema.properties));
    expect(product).toMatchObject({ additionalProperties: false });
    const sku = propertyOf(product, 'skuListWithGems') as JsonSchema;
    expect(fieldsOf(sku.items)).toEqual([
      'id',
      'size',
      'mainGemWeight',
      'price',
      'balances',
      'characteristics',
      'characteristicName',
    ]);

    const card = propertyOf(
      propertyOf(answerOf('/{section}/show', 'post'), 'result'),
      'products',
    ) as JsonSchema;
    expect(fieldsOf(card.items)).toContain('canBuy');
    expect(fieldsOf(card.items)).not.toContain('skuListWithGems');

    const cartData = propertyOf(answerOf('/cart/add', 'post'), 'cartData');
    expect(fieldsOf(cartData)).toEqual(Object.keys(CartDataSchema.properties));
    const user = propertyOf(
      propertyOf(answerOf('/pd/frontend/common_data', 'post'), 'user'),
      'user',
    );
    expect(fieldsOf(user)).toEqual(expect.arrayContaining(['isAuth', 'fullName', 'bonuses']));
    const point = (
      propertyOf(
        propertyOf(answerOf('/api/pickup-points/list/', 'get'), 'data'),
        'items',
      ) as JsonSchema
    ).items;
    expect(fieldsOf(point)).toEqual(expect.arrayContaining(['provider', 'lat', 'lng', 'fitting']));
  });
});
