import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Addresses a crawler must never reach on a reader's or operator's behalf (SSRF). Only global unicast
 * addresses pass: loopback, private, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT,
 * multicast, documentation, benchmarking and every other special-purpose range are refused.
 *
 * The decision is made on the address's bytes, never on its spelling: `::ffff:127.0.0.1`, `::ffff:7f00:1`,
 * `64:ff9b::7f00:1` and `2002:7f00:1::` all carry 127.0.0.1 and are judged as 127.0.0.1.
 */
export function isBlockedAddress(address: string): boolean {
  // Only what the platform itself calls an address is one; ipaddr.js alone would also read "0x7f.1".
  if (isIP(address) === 0) return true;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return true;
  }
  if (parsed.kind() === 'ipv4') return isBlockedIpv4(parsed as ipaddr.IPv4);
  const ipv6 = parsed as ipaddr.IPv6;
  const carried = embeddedIpv4(ipv6.toByteArray());
  if (carried) return carried.some((bytes) => isBlockedIpv4(new ipaddr.IPv4(bytes)));
  return ipv6.range() !== 'unicast';
}

const isBlockedIpv4 = (address: ipaddr.IPv4) => address.range() !== 'unicast';

const zeros = (bytes: number[], from: number, to: number) =>
  bytes.slice(from, to).every((byte) => byte === 0);

/**
 * The IPv4 addresses an IPv6 address carries, by the standards that embed one, or undefined when it carries
 * none. A Teredo address carries two (its server's, and its client's with every bit inverted); both count.
 */
function embeddedIpv4(bytes: number[]): number[][] | undefined {
  const tail = bytes.slice(12, 16);
  // IPv4-compatible ::/96 (which includes :: and ::1), IPv4-mapped ::ffff:0:0/96, IPv4-translated ::ffff:0:0:0/96.
  if (
    zeros(bytes, 0, 10) &&
    ((bytes[10] === 0 && bytes[11] === 0) || (bytes[10] === 0xff && bytes[11] === 0xff))
  )
    return [tail];
  if (zeros(bytes, 0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && bytes[10] === 0 && bytes[11] === 0)
    return [tail];
  // NAT64 well-known prefix 64:ff9b::/96 (RFC 6052).
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b) {
    if (zeros(bytes, 4, 12)) return [tail];
    // Local-use NAT64 64:ff9b:1::/48 (RFC 8215): a /48 prefix puts the address in bytes 6-7 and 9-10, around
    // the reserved byte 8.
    if (bytes[4] === 0 && bytes[5] === 1) return [[bytes[6]!, bytes[7]!, bytes[9]!, bytes[10]!]];
    // The rest of 64:ff9b::/32 is unassigned: carry 0.0.0.0 so it is refused.
    return [[0, 0, 0, 0]];
  }
  // 6to4 2002::/16 (RFC 3056): the address follows the prefix.
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return [bytes.slice(2, 6)];
  // Teredo 2001:0::/32 (RFC 4380): server address, then flags and port, then the client address inverted.
  if (bytes[0] === 0x20 && bytes[1] === 0x01 && bytes[2] === 0 && bytes[3] === 0)
    return [bytes.slice(4, 8), tail.map((byte) => byte ^ 0xff)];
  return undefined;
}
