import { describe, expect, it } from 'vitest';
import { newNonce } from './nonce';

describe('page nonces', () => {
  it('are 128 bits in base64, each one new, across refills of the pool', () => {
    const nonces = Array.from({ length: 1_000 }, newNonce);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(nonces.every((nonce) => /^[A-Za-z0-9+/]{22}==$/.test(nonce))).toBe(true);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
