import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';

/** Where a message may not go in production: every range that is not the public internet (v4 and v6). */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64, reaches IPv4 addresses through a gateway
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** An IPv4-mapped IPv6 address (::ffff:7f00:1) is checked by BlockList against the IPv4 ranges it carries. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why a message was not sent to its address; the delivery log shows the message. */
export class DestinationRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DestinationRefused';
  }
}

export interface Destination {
  url: URL;
  /** The address the request goes to: the one that was checked, so DNS cannot answer otherwise in between. */
  address: string;
  family: 4 | 6;
}

/**
 * Resolves a webhook's address at send time. With `publicOnly` (production), only https to a host whose every
 * address is public passes: an address that resolves into the private network is refused, whatever the URL was
 * when it was saved. The caller connects to the returned address.
 */
export async function resolveDestination(rawUrl: string, publicOnly: boolean): Promise<Destination> {
  const url = new URL(rawUrl);
  if (url.protocol !== 'https:' && (publicOnly || url.protocol !== 'http:')) {
    throw new DestinationRefused(`Only https:// addresses are sent to (got ${url.protocol}//).`);
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true, verbatim: true }).catch(() => {
        throw new DestinationRefused(`${host} could not be resolved.`);
      });
  const first = addresses[0];
  if (!first) throw new DestinationRefused(`${host} could not be resolved.`);
  if (publicOnly) {
    const inside = addresses.find(({ address }) => !isPublicAddress(address));
    if (inside) {
      throw new DestinationRefused(
        `${host} resolves to ${inside.address}, which is not a public address: webhooks are not sent into a private network.`,
      );
    }
  }
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
