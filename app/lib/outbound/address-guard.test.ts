import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { isBlockedAddress } from './address-guard';
import { ipv6Spellings, refusedIpv4, urlLiteralSpellings } from '../../../tests/fixtures/address-spellings';

describe('isBlockedAddress', () => {
  describe.each(refusedIpv4)('every spelling of %s', (ipv4) => {
    it.each(ipv6Spellings(ipv4))('refuses %s', (address) => {
      expect(isBlockedAddress(address)).toBe(true);
    });
    it.each(urlLiteralSpellings(ipv4))(
      'refuses the URL literal %s once the URL parser has read it',
      (host) => {
        const hostname = new URL(`http://${host}/feed`).hostname.replace(/^\[|\]$/g, '');
        expect(isBlockedAddress(hostname)).toBe(true);
      },
    );
  });

  it.each([
    '::',
    '::1',
    '0:0:0:0:0:0:0:1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'fd00:ec2::254', // AWS metadata over IPv6
    'ff02::1',
    'fec0::1', // site-local
    '2001:db8::1', // documentation
    '100::1', // discard
    '2001:2::1', // benchmarking
    '3fff::1', // documentation (RFC 9637)
    '64:ff9b:2::1', // unassigned NAT64 space
    'not-an-ip',
    '0x7f.1', // only the platform's own address spellings count as addresses
    '',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '100.128.0.1'])(
    'allows the public address %s in every form that carries it',
    (ipv4) => {
      for (const address of [ipv4, ...ipv6Spellings(ipv4)]) expect(isBlockedAddress(address)).toBe(false);
    },
  );

  it.each(['2606:4700::1111', '2a00:1450:4001:80b::200e'])('allows the public IPv6 address %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

const octets = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255));
// Half the addresses start in a special range, so the property sees both answers often.
const specialFirst = fc.constantFrom(0, 10, 100, 127, 169, 172, 192, 198, 203, 224, 240, 255);
const ipv4Bytes = fc.oneof(
  octets,
  fc.tuple(specialFirst, fc.nat(255), fc.nat(255), fc.nat(255)),
) as fc.Arbitrary<[number, number, number, number]>;

// IPv6 addresses start in every special range (link-local, unique local, multicast, site-local, discard,
// documentation, the 2001::/23 assignments) as often as in ordinary global space.
const firstGroup = fc.oneof(
  fc.nat(0xffff),
  fc.constantFrom(0xfe80, 0xfc00, 0xfd00, 0xff02, 0xfec0, 0x0100, 0x2001, 0x3fff, 0x2620),
);

describe('isBlockedAddress agrees with ipaddr.js on generated addresses', () => {
  const libraryRefuses = (bytes: number[]) => new ipaddr.IPv4(bytes).range() !== 'unicast';

  it('judges IPv4 addresses as the library classifies them: only global unicast passes', () => {
    fc.assert(
      fc.property(ipv4Bytes, (bytes) => {
        expect(isBlockedAddress(bytes.join('.'))).toBe(libraryRefuses(bytes));
      }),
      { numRuns: 3000 },
    );
  });

  it('judges every IPv6 form that carries an IPv4 address by that address', () => {
    fc.assert(
      fc.property(ipv4Bytes, (bytes) => {
        const expected = libraryRefuses(bytes);
        for (const spelling of ipv6Spellings(bytes.join('.')))
          expect([spelling, isBlockedAddress(spelling)]).toEqual([spelling, expected]);
      }),
      { numRuns: 1500 },
    );
  });

  it('judges other IPv6 addresses by the library: only global unicast passes', () => {
    const embedding = new Set(['ipv4Mapped', 'rfc6145', 'rfc6052', '6to4', 'teredo']);
    fc.assert(
      fc.property(firstGroup, fc.array(fc.nat(0xffff), { minLength: 7, maxLength: 7 }), (first, rest) => {
        const parts = [first, ...rest];
        const address = new ipaddr.IPv6(parts);
        const range = address.range();
        // IPv4-compatible addresses (the first 96 bits zero) and the embedding ranges are the test above.
        if (embedding.has(range) || parts.slice(0, 6).every((part) => part === 0)) return;
        if (parts[0] === 0x64 && parts[1] === 0xff9b) return;
        expect(isBlockedAddress(address.toString())).toBe(range !== 'unicast');
      }),
      { numRuns: 3000 },
    );
  });
});
