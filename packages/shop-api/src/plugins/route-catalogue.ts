/**
 * Every route an instance declares, with its response schema, as Fastify registers it (an
 * onRoute hook): the contract test walks it (ADR 24). Added before any route is.
 */
import type { FastifyInstance } from 'fastify';

export interface DeclaredRoute {
  method: string;
  url: string;
  /** The route's `schema.response` (status → schema), if it declares one. */
  response: Record<string, unknown> | undefined;
  /** Left out of /openapi.json (`schema.hide`). */
  hidden: boolean;
}

export function recordRoutes(app: Pick<FastifyInstance, 'addHook'>): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const schema = route.schema as
      { response?: Record<string, unknown>; hide?: boolean } | undefined;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      routes.push({
        method,
        url: route.url,
        response: schema?.response,
        hidden: schema?.hide === true,
      });
  });
  return routes;
}
