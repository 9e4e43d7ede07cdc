/**
 * Serialized listing answers per query and storefront (locale, currency), each valid while
 * the catalogue's stamp of stock and prices is unchanged (orders, a price set in the
 * database, the test hooks), and the stamp is read from the database, so every API
 * instance on one database sees the same change at once. A hit skips the listing queries,
 * the mapping and JSON serialization; its brotli and gzip forms are made once per entry, so
 * neither the API nor the shell's edge (which leaves an encoded answer alone) compresses
 * the same ~100 KB again for every visitor.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedAnswer {
  stamp: string;
  json: string;
  br?: Buffer;
  gzip?: Buffer;
}

export class ListingCache {
  private readonly answers = new Map<string, CachedAnswer>();

  constructor(private readonly maxEntries = 1000) {}

  get(key: string, stamp: string): CachedAnswer | null {
    const entry = this.answers.get(key);
    return entry && entry.stamp === stamp ? entry : null;
  }

  set(key: string, stamp: string, json: string): CachedAnswer {
    // Bounded: the oldest query goes first (a Map iterates in insertion order).
    this.answers.delete(key);
    if (this.answers.size >= this.maxEntries) {
      const oldest = this.answers.keys().next();
      if (!oldest.done) this.answers.delete(oldest.value);
    }
    const entry: CachedAnswer = { stamp, json };
    this.answers.set(key, entry);
    return entry;
  }
}

/** Below this the bytes saved are not worth a Content-Encoding (the edge's threshold too). */
const COMPRESS_FROM_BYTES = 1024;

/** Sends a cached answer in the best encoding the client accepts, compressing it once. */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedAnswer,
): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (entry.json.length < COMPRESS_FROM_BYTES) return reply.send(entry.json);
  if (/\bbr\b/.test(accepted)) {
    entry.br ??= brotliCompressSync(entry.json, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
    });
    return reply.header('content-encoding', 'br').send(entry.br);
  }
  if (/\bgzip\b/.test(accepted)) {
    entry.gzip ??= gzipSync(entry.json, { level: 9 });
    return reply.header('content-encoding', 'gzip').send(entry.gzip);
  }
  return reply.send(entry.json);
}
