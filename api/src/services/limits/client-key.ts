import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client's attempts are counted under (ADR 0004). An IPv4 address is one client. An IPv6
 * client is its /64: one subscriber line or host usually has a whole /64 to itself, so counting the
 * single address would hand an attacker 2^64 fresh addresses, each with its own allowance. An
 * IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, as a dual-stack socket reports an IPv4 client) is the
 * IPv4 address it carries. Anything else (no address at all) is kept as it is.
 */
export function clientKeyOf(address: string): string {
  if (isIPv4(address)) return address;
  // A zone index (fe80::1%eth0) names the local interface, not the client.
  const withoutZone = address.split('%', 1)[0]!;
  if (!isIPv6(withoutZone)) return address;
  const groups = ipv6Groups(withoutZone);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (node:net's isIPv6 said so): `::` expanded, a dotted IPv4 tail as two groups. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const before = parse(head);
  if (tail === undefined) return before;
  const after = parse(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}
