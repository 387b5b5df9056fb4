import { describe, expect, it } from 'vitest';
import { RecentOriginals } from './recent-originals';

const bytes = (size: number) => Buffer.alloc(size, 1);

describe('RecentOriginals', () => {
  it('keeps fetched sources up to a number of bytes, the least recently used going first', () => {
    const originals = new RecentOriginals(100, 60_000);
    originals.keep('a', bytes(40));
    originals.keep('b', bytes(40));
    expect(originals.get('a')).toEqual(bytes(40)); // a is now used more recently than b
    originals.keep('c', bytes(40));
    expect(originals.get('b')).toBeUndefined();
    expect(originals.get('a')).toBeDefined();
    expect(originals.size).toEqual({ sources: 2, bytes: 80 });
    originals.keep('huge', bytes(101));
    expect(originals.get('huge')).toBeUndefined();
    expect(originals.size.bytes).toBe(80);
  });

  it('forgets a source after its time, even one that is still used', () => {
    let now = 0;
    const originals = new RecentOriginals(100, 1000, () => now);
    originals.keep('a', bytes(10));
    originals.keep('b', bytes(10));
    now = 600;
    expect(originals.get('a')).toBeDefined();
    now = 1000;
    expect(originals.get('a')).toBeUndefined();
    // Keeping another source sweeps out every expired one.
    originals.keep('c', bytes(10));
    expect(originals.size).toEqual({ sources: 1, bytes: 10 });
  });
});
