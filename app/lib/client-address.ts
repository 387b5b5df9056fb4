import ipaddr from 'ipaddr.js';

/**
 * The part of a client's address that identifies one client for rate limits and view counts. An IPv4
 * address is one client. An IPv6 client usually holds a whole /64 (privacy extensions hand out new
 * addresses within it at will), so it is keyed by that prefix; an IPv4-mapped IPv6 address
 * (`::ffff:1.2.3.4`, as dual-stack sockets report IPv4 peers) is its IPv4 address. Addresses are judged
 * as bytes, not spellings: every way of writing the same /64 gives the same key.
 */
export function clientKey(address: string): string {
  const bare = address.trim().replace(/%.*$/, ''); // a zone id (fe80::1%eth0) names an interface, not a client
  if (!ipaddr.isValid(bare)) return `unparsed:${address}`;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const ipv6 = parsed as ipaddr.IPv6;
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString();
  const prefix = ipv6.parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}
