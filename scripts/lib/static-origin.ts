import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { registerCompression } from '../../shell/server/compression';
import { isSourceMap } from '../../shell/server/source-maps';

/**
 * A remote's own origin, standing in for its CDN: every deployed version under
 * /<version>/, with CORS so the shell's origin can load it, brotli or gzip by Accept-Encoding.
 */
export async function buildStaticOrigin(root: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await registerCompression(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('timing-allow-origin', '*');
  });
  await app.register(fastifyStatic, {
    root,
    // Versioned paths never change once published.
    maxAge: '365d',
    immutable: true,
    index: false,
    list: false,
    // Builds ship .br and .gz beside each text asset (build-config's precompress plugins).
    preCompressed: true,
    // Deploys keep source maps in a private folder (deploy.ts); one that got here anyway: 404.
    allowedPath: (pathName) => !isSourceMap(pathName),
  });
  return app;
}

export function originRoot(deployDir: string, remote: string): string {
  return join(deployDir, remote);
}
