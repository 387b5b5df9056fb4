import { describe, expect, it } from 'vitest';
import { clientKey } from './client-address';

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0000:0000:0000:0099', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('keys %s as %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it('gives every address of one IPv6 /64 the same key, and the next /64 another', () => {
    const inside = ['2001:db8:5:6::1', '2001:db8:5:6:ffff:ffff:ffff:ffff', '2001:db8:5:6:1234::'];
    expect(new Set(inside.map(clientKey)).size).toBe(1);
    expect(clientKey('2001:db8:5:7::1')).not.toBe(clientKey('2001:db8:5:6::1'));
  });

  it('keeps distinct IPv4 addresses apart', () => {
    expect(clientKey('198.51.100.1')).not.toBe(clientKey('198.51.100.2'));
  });

  it('keys text that is no address by itself, never as one shared bucket with real addresses', () => {
    expect(clientKey('')).toBe('unparsed:');
    expect(clientKey('not an address')).toBe('unparsed:not an address');
  });
});
