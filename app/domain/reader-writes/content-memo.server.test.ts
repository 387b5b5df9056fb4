import { describe, expect, it } from 'vitest';
import type { Database } from '~/db/client.server';
import { contentChanged } from '~/lib/content-version';
import { memoUntilContentChanges } from './content-memo.server';

// The memo never queries: a database is only the key its values are kept under, so plain objects stand in.
const first = {} as Database;
const second = {} as Database;

describe('memoUntilContentChanges', () => {
  it('reads once per database and argument, and again once published content changes', async () => {
    const reads: string[] = [];
    const read = memoUntilContentChanges(60_000, 10, async (db: Database, arg: { tag: string }) => {
      reads.push(`${db === first ? 'first' : 'second'} ${arg.tag}`);
      return reads.length;
    });
    expect(await Promise.all([read(first, { tag: 'acid' }), read(first, { tag: 'acid' })])).toEqual([1, 1]);
    expect(await read(first, { tag: 'house' })).toBe(2);
    expect(await read(second, { tag: 'acid' })).toBe(3);
    expect(await read(first, { tag: 'acid' })).toBe(1);
    contentChanged();
    expect(await read(first, { tag: 'acid' })).toBe(4);
    expect(reads).toEqual(['first acid', 'first house', 'second acid', 'first acid']);
  });

  it('forgets a failed read', async () => {
    let fail = true;
    const read = memoUntilContentChanges(60_000, 10, async (_db: Database, tag: string) => {
      if (fail) throw new Error(`no ${tag}`);
      return tag;
    });
    await expect(read(first, 'acid')).rejects.toThrow('no acid');
    fail = false;
    expect(await read(first, 'acid')).toBe('acid');
  });
});
