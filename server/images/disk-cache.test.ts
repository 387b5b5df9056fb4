import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskCache } from './disk-cache';

const bytes = (size: number, fill = 1) => Buffer.alloc(size, fill);

describe('DiskCache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-image-cache-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const files = () => readdirSync(dir).sort();

  it('keeps what fits and gives it back', async () => {
    const cache = new DiskCache(dir, 100);
    await cache.whenIndexed();
    await cache.put('a.webp', bytes(40, 7));
    expect(await cache.get('a.webp')).toEqual(bytes(40, 7));
    expect(await cache.get('b.webp')).toBeUndefined();
    expect(cache.size).toEqual({ files: 1, bytes: 40 });
  });

  it('evicts the least recently used first when a new file passes the limit', async () => {
    const cache = new DiskCache(dir, 100);
    await cache.whenIndexed();
    await cache.put('a.webp', bytes(40));
    await cache.put('b.webp', bytes(40));
    await cache.get('a.webp'); // a is now used more recently than b
    await cache.put('c.webp', bytes(40));
    expect(files()).toEqual(['a.webp', 'c.webp']);
    await cache.put('d.webp', bytes(40));
    expect(files()).toEqual(['c.webp', 'd.webp']);
    expect(cache.size).toEqual({ files: 2, bytes: 80 });
  });

  it('replaces a file put again without counting it twice, and never keeps one larger than the limit', async () => {
    const cache = new DiskCache(dir, 100);
    await cache.whenIndexed();
    await cache.put('a.webp', bytes(40));
    await cache.put('a.webp', bytes(50));
    expect(cache.size).toEqual({ files: 1, bytes: 50 });
    await cache.put('huge.webp', bytes(101));
    expect(files()).toEqual(['a.webp']);
  });

  it('after a restart, evicts in the order of last use kept in the files’ mtimes and drops stale drafts', async () => {
    for (const [name, usedAt] of [
      ['old.avif', 1_000],
      ['newest.avif', 3_000],
      ['middle.avif', 2_000],
    ] as const) {
      writeFileSync(path.join(dir, name), bytes(30));
      utimesSync(path.join(dir, name), usedAt, usedAt);
    }
    // A crash's draft from long ago goes; a young one may be another process's write under way, and stays.
    writeFileSync(path.join(dir, 'x.avif.1234abcd.tmp'), bytes(5));
    utimesSync(path.join(dir, 'x.avif.1234abcd.tmp'), 1_000, 1_000);
    writeFileSync(path.join(dir, 'y.avif.5678abcd.tmp'), bytes(5));
    const cache = new DiskCache(dir, 60);
    await cache.put('fresh.avif', bytes(10));
    await cache.whenIndexed();
    // 100 bytes of variants on disk, 60 allowed: the least used go, the file just written stays.
    expect(files()).toEqual(['fresh.avif', 'newest.avif', 'y.avif.5678abcd.tmp']);
    expect(cache.size).toEqual({ files: 2, bytes: 40 });
  });

  it('serves files an earlier run left before their index is built, and builds it without blocking', async () => {
    for (const name of ['kept.webp', 'a.webp', 'b.webp']) writeFileSync(path.join(dir, name), bytes(30));
    utimesSync(path.join(dir, 'kept.webp'), 1_000, 1_000);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const measured: string[] = [];
    const cache = new DiskCache(dir, 60, {
      // Every file's measurement waits until the test lets it go.
      stat: async (file) => {
        await held;
        measured.push(path.basename(file));
        return statSync(file);
      },
    });
    // Read and written while nothing has been measured yet: no request waits for the index.
    expect(await cache.get('kept.webp')).toEqual(bytes(30));
    await cache.put('new.webp', bytes(20));
    expect(measured).toEqual([]);
    expect(files()).toContain('kept.webp');

    release();
    await cache.whenIndexed();
    expect(measured).toEqual(expect.arrayContaining(['a.webp', 'b.webp', 'kept.webp']));
    // Used since the start (kept, new) counts as newer than anything found: the others are evicted first.
    expect(files()).toEqual(['kept.webp', 'new.webp']);
    expect(cache.size).toEqual({ files: 2, bytes: 50 });
  });

  it('tolerates files another process removed: reading forgets them, evicting them again is no error', async () => {
    const cache = new DiskCache(dir, 100);
    await cache.whenIndexed();
    await cache.put('a.webp', bytes(40));
    await cache.put('b.webp', bytes(40));
    // Another web process on the same DATA_DIR evicted a.webp.
    rmSync(path.join(dir, 'a.webp'));
    await cache.put('c.webp', bytes(40));
    expect(files()).toEqual(['b.webp', 'c.webp']);
    expect(cache.size).toEqual({ files: 2, bytes: 80 });
  });

  it('forgets a file removed behind its back', async () => {
    const cache = new DiskCache(dir, 100);
    await cache.whenIndexed();
    await cache.put('a.webp', bytes(40));
    rmSync(path.join(dir, 'a.webp'));
    expect(await cache.get('a.webp')).toBeUndefined();
    expect(cache.size).toEqual({ files: 0, bytes: 0 });
  });

  it('without a usable folder keeps nothing, reports why once, and never fails a request', async () => {
    const blocker = path.join(dir, 'a-file');
    writeFileSync(blocker, 'not a folder');
    const problems: unknown[] = [];
    const cache = new DiskCache(path.join(blocker, 'cache'), 100, {
      onUnavailable: (error) => problems.push(error),
    });
    await cache.put('a.webp', bytes(10));
    expect(await cache.get('a.webp')).toBeUndefined();
    expect(problems).toHaveLength(1);
  });
});
