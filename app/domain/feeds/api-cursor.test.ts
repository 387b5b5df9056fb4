import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  calendarDate,
  decodeCursor,
  encodeCursor,
  inYearRange,
  keysetPage,
  microsecondTimestamp,
  uuidText,
} from './api-cursor';

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
    // ISO has a year 0000; PostgreSQL has none, and would fail the query.
    ['a time in year 0000', encodeCursor('articles', ['0000-01-01T00:00:00.000000Z', key[1]])],
    ['text far too long', 'a'.repeat(2000)],
  ])('refuse %s', (_case, cursor) => {
    expect(decodeCursor('articles', cursor, articleKey)).toBeUndefined();
  });
});

describe('the years the API reads', () => {
  it.each([
    ['2026-06-01', true],
    ['1000-01-01', true],
    ['9999-12-31T23:59:59Z', true],
    ['0000-01-01', false],
    ['0999-12-31', false],
    ['0000-01-01T00:00:00Z', false],
    // An offset can carry a time across the edge of a year.
    ['1000-01-01T00:30:00+01:00', false],
    ['9999-12-31T23:30:00-01:00', false],
    ['not a date', false],
  ])('%s is in range: %s', (text, inRange) => {
    expect(inYearRange(text)).toBe(inRange);
  });

  it('refuses a calendar date in year 0000', () => {
    expect(calendarDate.safeParse('0000-01-01').success).toBe(false);
    expect(calendarDate.safeParse('2026-02-29').success).toBe(false);
    expect(calendarDate.safeParse('2028-02-29').success).toBe(true);
  });
});

describe('keysetPage', () => {
  const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it("keeps `limit` rows and the last one's key when one more was read", () => {
    expect(keysetPage(rows, 2, (row) => row.id)).toEqual({ items: rows.slice(0, 2), next: 'b' });
  });

  it('has no next key on the last page', () => {
    expect(keysetPage(rows, 3, (row) => row.id)).toEqual({ items: rows, next: null });
    expect(keysetPage([], 3, (row: { id: string }) => row.id)).toEqual({ items: [], next: null });
  });
});
