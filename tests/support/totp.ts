import { createHmac } from 'node:crypto';

// RFC 6238 codes, computed here rather than by the library under test, as an authenticator app would.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(secret: string): Buffer {
  let bits = '';
  for (const char of secret.replace(/[=\s]/g, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** The six-digit code an authenticator app shows at `at` for a base32 secret (30-second steps, SHA-1). */
export function totpCode(secret: string, at = Date.now(), stepsAhead = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000) + stepsAhead));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** The base32 secret of an `otpauth://totp/…?secret=…` set-up link. */
export const secretOfUri = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';
