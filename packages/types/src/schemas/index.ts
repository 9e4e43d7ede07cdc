/**
 * The API contract (ADR 24): TypeBox schemas of every route's request and answer. The API
 * (@shop/shop-api) validates and serializes with them and publishes them in /openapi.json;
 * @shop/types derives its request and response types from them (api.ts). Runtime code: only
 * the API imports this entry; apps import the types, never the schemas.
 */
export * from './common';
export * from './entities';
export * from './auth';
export * from './cart';
export * from './catalog';
export * from './content';
export * from './deposits';
export * from './favorites';
export * from './location';
export * from './marketing';
export * from './orders';
export * from './pickup-points';
export * from './refunds';
export * from './careers';
export * from './test-hooks';
