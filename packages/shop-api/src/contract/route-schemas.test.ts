/**
 * The API contract is written once (ADR 24): every route declares the schema of its answers
 * (validated and serialized from it, published in /openapi.json), and @shop/types derives
 * its types from the same schemas. This suite fails on a route without a response schema,
 * whoever adds it, and on a route /openapi.json documents without one.
 */
import Fastify from 'fastify';
import { replies } from '@shop/types/schemas';
import { type DeclaredRoute, recordRoutes } from '../plugins/route-catalogue';
import { type TestServer, startTestServer } from '../testing/test-server';

/** @fastify/static's files under /media/: images, not JSON answers. */
const FILE_ROUTES = new Set(['/media/*']);

const isSuccess = (status: string): boolean => /^[23](\d\d|xx)$/.test(status);

/** What a route's response schema lacks: a success answer, the error body of 4xx and 5xx. */
export function missingReplies(routes: readonly DeclaredRoute[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    if (FILE_ROUTES.has(route.url)) continue;
    const name = `${route.method} ${route.url}`;
    const statuses = Object.keys(route.response ?? {});
    if (!statuses.some(isSuccess)) problems.push(`${name}: no response schema of its success`);
    for (const errors of ['4xx', '5xx'])
      if (!statuses.includes(errors)) problems.push(`${name}: no ${errors} (the error body)`);
  }
  return problems;
}

/** /openapi.json's path of a Fastify route ('/cart/:action' → '/cart/{action}'). */
const openApiPath = (url: string): string =>
  url.replace(/:([A-Za-z_]\w*)/g, '{$1}').replace(/\*$/, '{*}');

interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

describe('route schemas', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The test payment page too: every route any mode of the API may serve.
    server = await startTestServer({ devPayments: true });
  });
  afterAll(() => server.close());

  it('finds a route without a response schema (the walk can fail)', async () => {
    const app = Fastify();
    const routes = recordRoutes(app);
    app.get('/declared', { schema: { response: replies({}) } }, async () => ({}));
    app.get('/undeclared', async () => ({ ok: true }));
    await app.ready();
    expect(missingReplies(routes)).toEqual([
      'GET /declared: no response schema of its success',
      'HEAD /declared: no response schema of its success',
      'GET /undeclared: no response schema of its success',
      'GET /undeclared: no 4xx (the error body)',
      'GET /undeclared: no 5xx (the error body)',
      'HEAD /undeclared: no response schema of its success',
      'HEAD /undeclared: no 4xx (the error body)',
      'HEAD /undeclared: no 5xx (the error body)',
    ]);
    await app.close();
  });

  it('every route of the API declares its answers: success, 4xx and 5xx', () => {
    const routes = server.app.declaredRoutes;
    expect(routes.length).toBeGreaterThan(50);
    expect(missingReplies(routes)).toEqual([]);
  });

  it('every route of the test hooks listener declares its answers', () => {
    const routes = server.app.testHooks?.declaredRoutes ?? [];
    expect(routes.length).toBeGreaterThanOrEqual(4);
    expect(missingReplies(routes)).toEqual([]);
  });

  it('/openapi.json lists a response schema of every route it documents', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(answer.statusCode).toBe(200);
    const document = answer.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
    const documented = server.app.declaredRoutes.filter(
      (route) => !route.hidden && route.method !== 'HEAD' && !FILE_ROUTES.has(route.url),
    );
    expect(documented.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const route of documented) {
      const name = `${route.method} ${route.url}`;
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        problems.push(`${name}: not in /openapi.json`);
        continue;
      }
      const responses = operation.responses ?? {};
      const statuses = Object.keys(responses);
      // A redirect answers no body: its 3xx entry is the whole of it.
      const redirects = statuses.some((status) => /^3/.test(status));
      const described = statuses.some(
        (status) => /^2/.test(status) && responses[status]?.content?.['application/json']?.schema,
      );
      if (!described && !redirects) problems.push(`${name}: no success schema in /openapi.json`);
      if (!responses['4XX']?.content?.['application/json']?.schema)
        problems.push(`${name}: no 4XX error body in /openapi.json`);
    }
    expect(problems).toEqual([]);
  });
});
