import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeCursor, encodeCursor, microsecondTimestamp, uuidText } from './api-cursor';

const articleKey = z.tuple([microsecondTimestamp, uuidText]);
const key = ['2026-06-01T10:00:00.123456Z', '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b'] as const;

describe('content API cursors', () => {
  it('give back the key they were made from, as URL-safe text', () => {
    const cursor = encodeCursor('articles', key);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeCursor('articles', cursor, articleKey)).toEqual(key);
  });

  it("refuse another list's cursor, whatever its key", () => {
    expect(decodeCursor('articles', encodeCursor('releases', key), articleKey)).toBeUndefined();
  });

  it.each([
    ['not base64 at all', '%%%'],
    ['base64 of something that is not JSON', Buffer.from('hello').toString('base64url')],
    ['a JSON object', Buffer.from('{"a":1}').toString('base64url')],
    ['a key cut to milliseconds', encodeCursor('articles', ['2026-06-01T10:00:00.123Z', key[1]])],
    ['a key with a bad id', encodeCursor('articles', [key[0], 'x; DROP TABLE articles'])],
    ['a key too short', encodeCursor('articles', [key[0]])],
    ['an impossible date', encodeCursor('articles', ['2026-13-45T99:00:00.000000Z', key[1]])],
    ['text far too long', 'a'.repeat(2000)],
  ])('refuse %s', (_case, cursor) => {
    expect(decodeCursor('articles', cursor, articleKey)).toBeUndefined();
  });
});
