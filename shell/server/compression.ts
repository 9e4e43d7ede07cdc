import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * On-the-fly compression for what is not precompressed at build time: the shell's
 * HTML (templated per request), /remotes.json and proxied API JSON. Static assets
 * are sent as their build-time .br/.gz files (`preCompressed`), which already carry
 * a Content-Encoding, so this hook leaves them alone. Register before any route.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    // Request bodies pass through to the API untouched.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 11 (zlib's default) costs tens of ms per response; 5 is near gzip -9 in size and faster.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
}
