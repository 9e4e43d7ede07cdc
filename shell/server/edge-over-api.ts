/**
 * Tests only: the shell's server as the edge in front of a real API test server (rate limits
 * on, test hooks on), over an empty shell build. Suites that send what a visitor sends through
 * /api use it, so the edge they test is the one `npm start` runs.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type TestServer, startTestServer } from '../../packages/shop-api/src/testing/test-server';
import { type ShellServerOptions, buildShellServer } from './shell-server';

export interface EdgeOverApi {
  api: TestServer;
  shell: FastifyInstance;
  close(): Promise<void>;
}

/** `shell`: options of the shell's server beyond those every edge test needs. */
export async function startEdgeOverApi(
  shell: Partial<ShellServerOptions> = {},
): Promise<EdgeOverApi> {
  const api = await startTestServer({ disableRateLimit: false });
  const dist = mkdtempSync(join(tmpdir(), 'shell-edge-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const server = await buildShellServer({
    distDir: dist,
    registryFile: join(dist, 'registry.json'),
    apiOrigin: api.url,
    ...shell,
  });
  return {
    api,
    shell: server,
    close: async () => {
      await server.close();
      await api.close();
    },
  };
}
