import { describe, expect, it } from 'vitest';
import { cached } from './ttl-cache';

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
