import { randomBytes } from 'node:crypto';

// Random bytes are drawn from the system a few kilobytes at a time: one call per render cost more than the
// 16 bytes it returned are worth. Each nonce still has bytes of its own, never shared with another.
const POOL_BYTES = 4096;
const NONCE_BYTES = 16;
let pool = Buffer.alloc(0);
let used = 0;

/** 128 random bits for a page's render, base64 (CSP's nonce-source). */
export function newNonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  const nonce = pool.toString('base64', used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return nonce;
}
