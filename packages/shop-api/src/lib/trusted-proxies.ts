/**
 * Which peers may tell the API about the client (X-Forwarded-*, X-Shop-Storefront): the shell's
 * server only. Entries are addresses, CIDR ranges or 'loopback'; only the immediate peer counts
 * (one hop), because the shell overwrites the headers instead of appending to them.
 */
import { BlockList, isIP } from 'node:net';

const LOOPBACK = ['127.0.0.0/8', '::1/128'];
const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

export type TrustedPeer = (address: string | undefined) => boolean;

function family(address: string): 'ipv4' | 'ipv6' | null {
  const version = isIP(address);
  if (version === 4) return 'ipv4';
  if (version === 6) return 'ipv6';
  return null;
}

/** A matcher for the configured list; an entry that is not an address or range throws. */
export function trustedPeerMatcher(entries: readonly string[]): TrustedPeer {
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => (e === 'loopback' ? LOOPBACK : [e]))) {
    const [address = '', prefix] = entry.split('/');
    const type = family(address);
    if (!type) throw new Error(`trusted proxy "${entry}" is not an address or a CIDR range`);
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    const plain = MAPPED_V4.exec(address)?.[1] ?? address;
    const type = family(plain);
    return type !== null && list.check(plain, type);
  };
}

/** Fastify's trustProxy: believe the forwarding headers of a trusted immediate peer only. */
export const trustProxyFunction =
  (trusted: TrustedPeer) =>
  (address: string, hop: number): boolean =>
    hop === 0 && trusted(address);
