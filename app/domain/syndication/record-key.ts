import { createHash } from 'node:crypto';

const ALPHABET = '234567abcdefghijklmnopqrstuvwxyz';

/**
 * A Bluesky record key (a TID: 13 base32-sortable characters of microseconds and a clock id) made from the
 * article and the channel, always the same for the pair: a retried post asks for the same key, and the
 * server refuses a second record under it instead of showing the post twice.
 */
export function recordKeyFor(articleId: string, channelId: string, publishedAt: Date): string {
  const digest = createHash('sha256').update(`${articleId}\n${channelId}`).digest();
  const micros = BigInt(publishedAt.getTime()) * 1000n + BigInt(digest.readUInt16BE(0) % 1000);
  const clockId = BigInt(digest.readUInt16BE(2) & 0x3ff);
  let value = ((micros & ((1n << 53n) - 1n)) << 10n) | clockId;
  let key = '';
  for (let i = 0; i < 13; i++) {
    key = ALPHABET[Number(value & 31n)] + key;
    value >>= 5n;
  }
  return key;
}
