import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * A remote's own origin, standing in for its CDN: every deployed version under
 * /<version>/, with CORS so the shell's origin can load it.
 */
export async function buildStaticOrigin(root: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
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
  });
  return app;
}

export function originRoot(deployDir: string, remote: string): string {
  return join(deployDir, remote);
}
