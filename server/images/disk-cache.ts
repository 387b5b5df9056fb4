import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

type FileInfo = { isFile: () => boolean; size: number; mtimeMs: number };

export type DiskCacheOptions = {
  /** Told once when the folder cannot be used; variants are then made for every request. */
  onUnavailable?: (error: unknown) => void;
  /** How the index measures a file an earlier run left (tests hold it back to show nothing waits for it). */
  stat?: (file: string) => Promise<FileInfo>;
  /** Drafts older than this were left by a crash; younger ones may be another process's write under way. */
  draftMaxAgeMs?: number;
  now?: () => number;
};

/** Files measured at once while the index is built: the event loop keeps serving between batches. */
const INDEX_BATCH = 32;

/**
 * Image variants on disk, one file each, at most `maxBytes` in all: when a new file would pass the limit,
 * the least recently used go first. Use is remembered in memory (a Map in use order) and in each file's
 * mtime, so a restarted server evicts in the same order.
 *
 * The files an earlier run left are indexed in the background, a batch at a time, from the first use on:
 * nothing waits for it. A variant is read straight from its file, indexed or not; eviction starts once the
 * index is complete.
 *
 * Each process keeps its own index. Several web processes sharing a DATA_DIR each count the files they
 * found at start plus those they wrote or read since, so the folder can grow past the limit by what the
 * others wrote meanwhile (at most one limit per process); each evicts only what it knows. A file another
 * process evicted is simply missing: reading it fails, it is forgotten and made again, and removing it
 * again is no error.
 */
export class DiskCache {
  /** File name → size, oldest use first. */
  private readonly entries = new Map<string, number>();
  private total = 0;
  private folder: Promise<boolean> | undefined;
  private indexing: Promise<void> | undefined;
  private indexed = false;
  private readonly missingSinceStart = new Set<string>();
  private readonly statFile: (file: string) => Promise<FileInfo>;
  private readonly now: () => number;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
    private readonly options: DiskCacheOptions = {},
  ) {
    this.statFile = options.stat ?? stat;
    this.now = options.now ?? Date.now;
  }

  get size(): { files: number; bytes: number } {
    return { files: this.entries.size, bytes: this.total };
  }

  /** Settles once the files an earlier run left are indexed, and evicted down to the limit. */
  whenIndexed(): Promise<void> {
    return (this.indexing ??= this.buildIndex());
  }

  /** The file's bytes, or undefined when it is not kept (or was removed behind the cache's back). */
  async get(name: string): Promise<Buffer | undefined> {
    void this.whenIndexed();
    const file = path.join(this.dir, name);
    try {
      const bytes = await readFile(file);
      this.record(name, bytes.length);
      // The mtime carries the order across restarts; losing one update only makes the order rougher.
      const now = new Date(this.now());
      utimes(file, now, now).catch(() => undefined);
      return bytes;
    } catch {
      this.forget(name);
      // Gone (or never there): the index being built must not bring it back from an earlier listing.
      if (!this.indexed) this.missingSinceStart.add(name);
      return undefined;
    }
  }

  /** Keeps the bytes under the name (written whole, then renamed into place), then evicts down to the limit. */
  async put(name: string, bytes: Buffer): Promise<void> {
    void this.whenIndexed();
    if (bytes.length > this.maxBytes || !(await this.usableFolder())) return;
    const target = path.join(this.dir, name);
    const draft = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(draft, bytes);
    await rename(draft, target);
    this.missingSinceStart.delete(name);
    this.record(name, bytes.length);
    if (this.indexed) await this.evict();
  }

  /** Notes a file as the most recently used, with its current size. */
  private record(name: string, size: number): void {
    this.forget(name);
    this.entries.set(name, size);
    this.total += size;
  }

  private forget(name: string): void {
    const size = this.entries.get(name);
    if (size === undefined) return;
    this.entries.delete(name);
    this.total -= size;
  }

  private async evict(): Promise<void> {
    const removed: string[] = [];
    for (const [name] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.forget(name);
      removed.push(name);
    }
    // `force`: a file another process already removed is no error; any other failure only leaves a file.
    await Promise.all(
      removed.map((name) => rm(path.join(this.dir, name), { force: true }).catch(() => undefined)),
    );
  }

  private usableFolder(): Promise<boolean> {
    this.folder ??= mkdir(this.dir, { recursive: true }).then(
      () => true,
      (error: unknown) => {
        this.options.onUnavailable?.(error);
        return false;
      },
    );
    return this.folder;
  }

  /**
   * Indexes what an earlier run left, oldest use first, behind anything used since this process started;
   * stale drafts of a crash are removed. Then evicts down to the limit.
   */
  private async buildIndex(): Promise<void> {
    if (!(await this.usableFolder())) return;
    const found: { name: string; size: number; usedAt: number }[] = [];
    const draftMaxAgeMs = this.options.draftMaxAgeMs ?? 10 * 60_000;
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      this.options.onUnavailable?.(error);
      return;
    }
    for (let start = 0; start < names.length; start += INDEX_BATCH) {
      await Promise.all(
        names.slice(start, start + INDEX_BATCH).map(async (name) => {
          const file = path.join(this.dir, name);
          const info = await this.statFile(file).catch(() => undefined);
          if (!info?.isFile()) return;
          if (!name.endsWith('.tmp')) found.push({ name, size: info.size, usedAt: info.mtimeMs });
          else if (this.now() - info.mtimeMs > draftMaxAgeMs)
            await rm(file, { force: true }).catch(() => undefined);
        }),
      );
    }
    found.sort((a, b) => a.usedAt - b.usedAt);
    const usedSinceStart = [...this.entries];
    this.entries.clear();
    this.total = 0;
    for (const { name, size } of found) if (!this.missingSinceStart.has(name)) this.record(name, size);
    for (const [name, size] of usedSinceStart) this.record(name, size);
    this.missingSinceStart.clear();
    this.indexed = true;
    await this.evict();
  }
}
