import { describe, expect, it } from 'vitest';
import { cached, cachedByKey, cachedPerSource } from './ttl-cache';

describe('cached', () => {
  it('shares one load within the time to live and reloads after it', async () => {
    let time = 0;
    let loads = 0;
    const get = cached(
      1000,
      async () => ++loads,
      () => time,
    );
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    time = 999;
    expect(await get()).toBe(1);
    time = 1000;
    expect(await get()).toBe(2);
  });

  it('forgets a failed load', async () => {
    let fail = true;
    const get = cached(1000, async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    await expect(get()).rejects.toThrow('down');
    fail = false;
    expect(await get()).toBe('up');
  });
});

describe('cachedByKey', () => {
  it('keeps one value per key within the time to live, and no more keys than allowed', async () => {
    let time = 0;
    const loads: string[] = [];
    const get = cachedByKey(
      1000,
      2,
      async (key: string) => {
        loads.push(key);
        return `${key}${loads.length}`;
      },
      () => time,
    );
    expect(await Promise.all([get('a'), get('a'), get('b')])).toEqual(['a1', 'a1', 'b2']);
    time = 500;
    expect(await get('c')).toBe('c3');
    // 'a' was the oldest of three keys and was dropped; 'b' is still fresh.
    expect(await get('b')).toBe('b2');
    expect(await get('a')).toBe('a4');
    time = 1500;
    expect(await get('c')).toBe('c5');
    expect(loads).toEqual(['a', 'b', 'c', 'a', 'c']);
  });
});

describe('cachedPerSource', () => {
  it('keeps one value per source', async () => {
    let loads = 0;
    const get = cachedPerSource(60_000, async (source: { name: string }) => `${source.name} ${++loads}`);
    const [a, b] = [{ name: 'a' }, { name: 'b' }];
    expect(await get(a)).toBe('a 1');
    expect(await get(a)).toBe('a 1');
    expect(await get(b)).toBe('b 2');
  });
});
