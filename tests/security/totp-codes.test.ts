import { expect, it } from 'vitest';
import { totpCode } from '../support/totp';

it('computes the RFC 6238 test vectors (SHA-1, truncated to six digits)', () => {
  // The RFC's seed "12345678901234567890" in base32.
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  expect(totpCode(secret, 59_000)).toBe('287082');
  expect(totpCode(secret, 1_111_111_109_000)).toBe('081804');
  expect(totpCode(secret, 1_234_567_890_000)).toBe('005924');
});
