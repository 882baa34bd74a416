import { isIPv4, isIPv6 } from 'node:net';

/**
 * The subject a per-client rate limit counts: an IPv4 address as it is, an IPv6 address by its
 * /64 prefix. One IPv6 subscriber (a home, a VPS) is routinely given a whole /64, so counting
 * single addresses would hand each client 2^64 budgets. IPv4-mapped IPv6 (::ffff:a.b.c.d)
 * counts as the IPv4 address.
 */
export function clientSubject(ip: string): string {
  const address = ip.split('%')[0] ?? ip; // drop a zone id (fe80::1%eth0)
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = expandIPv6(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const low = ((groups[6] ?? 0) << 16) | (groups[7] ?? 0);
    return [low >>> 24, (low >>> 16) & 255, (low >>> 8) & 255, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and a trailing IPv4 part). */
function expandIPv6(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
