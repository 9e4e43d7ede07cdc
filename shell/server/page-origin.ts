import type { FastifyRequest } from 'fastify';
import { linkHostFor, type LinkHosts } from '@shop/storefront';

const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443' };

/**
 * The origin a page writes into its absolute links (canonical, Open Graph, JSON-LD): the
 * protocol the edge saw (socket or trusted proxy) and one of the storefront's configured
 * hosts, never a host the client named alone (linkHostFor). For a host the map does not
 * name, the port is the edge's own: the listening port when clients reach this server
 * directly; behind a front proxy, whose public port this server cannot know, none.
 */
export function pageOriginOf(
  request: Pick<FastifyRequest, 'protocol' | 'host' | 'socket'>,
  hosts: LinkHosts,
  behindProxy: boolean,
): string {
  const listening = behindProxy ? '' : String(request.socket.localPort ?? '');
  const edgePort = listening === DEFAULT_PORTS[request.protocol] ? '' : listening;
  return `${request.protocol}://${linkHostFor(request.host, hosts, edgePort)}`;
}
