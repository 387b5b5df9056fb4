import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { MAX_URL_BYTES } from '~/lib/untrusted-input';

/** A rendered response kept whole, with its gzip form made once, when first asked for, so hits cost none. */
export type CachedPage = {
  status: number;
  /** Response headers as the route sent them, without Set-Cookie (a response with one is never kept). */
  headers: [string, string][];
  body: Buffer;
  gzip?: Buffer;
  etag: string;
  storedAt: number;
  key: string;
  /** Entries of one page (its document and its `.data` forms) share a group, so they go together. */
  group: string;
};

export type PageCacheOptions = {
  /** How long a page is served from memory; 0 turns the cache off. */
  ttlMs: number;
  /**
   * How long after that an old page may still be served, once, while it is rendered again in the background
   * (HTTP's stale-while-revalidate), so no reader waits for a render of a popular page.
   */
  staleMs?: number;
  /** Bytes of bodies (plain and gzip) kept at most; the least recently used pages go first. */
  maxBytes: number;
  now?: () => number;
};

/** A page larger than this share of the cache is served but never kept, so one page cannot empty it. */
const MAX_ENTRY_SHARE = 1 / 8;

/**
 * A page is kept from its second request within this time on. Most addresses are asked for once (a search, a
 * query string a link added, a crawler walking old pages): keeping each would push out the pages readers come
 * back to, and hold memory for none.
 */
const SECOND_REQUEST_WITHIN_MS = 60_000;
/** Addresses remembered as asked for once, at most (each at most MAX_URL_BYTES long); the oldest are forgotten first. */
const MAX_REMEMBERED_MISSES = 4_096;

/**
 * The process's shared HTTP cache for public pages: least recently used first out, bounded in bytes, each
 * entry served fresh for `ttlMs`, then stale for `staleMs` while it is replaced. It holds only what a route marked `public`, so nothing in it depends on
 * who asked; the caller decides which requests may use it.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly groups = new Map<string, Set<string>>();
  /** When each recently invalidated group was last invalidated, on the `ticket` clock. */
  private readonly invalidated = new Map<string, { ticket: number; at: number }>();
  /** Addresses asked for and not found: how many times, and when last (see `admits`). */
  private readonly misses = new Map<string, { count: number; at: number }>();
  private tickets = 0;
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0 && this.options.maxBytes > 0;
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.bytes };
  }

  /** The page kept for `key`, and whether its time is up (then it may be served only while re-rendering). */
  get(key: string): { page: CachedPage; stale: boolean } | undefined {
    const page = this.entries.get(key);
    if (!page) return this.missed(key);
    const age = this.now() - page.storedAt;
    if (age >= this.options.ttlMs + (this.options.staleMs ?? 0)) {
      this.delete(key);
      return this.missed(key);
    }
    // Map keeps insertion order: moving a used entry to the end makes the first one the least recent.
    this.entries.delete(key);
    this.entries.set(key, page);
    return { page, stale: age >= this.options.ttlMs };
  }

  /**
   * Whether a page rendered for `key` is worth keeping: it was asked for more than once in the last minute
   * (readers waiting for the same render count each), or it is held already and being renewed.
   */
  admits(key: string): boolean {
    if (this.entries.has(key)) return true;
    const miss = this.misses.get(key);
    return miss !== undefined && miss.count >= 2 && this.now() - miss.at < SECOND_REQUEST_WITHIN_MS;
  }

  private missed(key: string): undefined {
    // An address longer than any a page links to is not remembered: the record stays small whatever is asked.
    if (!this.enabled || key.length > MAX_URL_BYTES) return undefined;
    const at = this.now();
    const before = this.misses.get(key);
    const count = before && at - before.at < SECOND_REQUEST_WITHIN_MS ? before.count + 1 : 1;
    // Map keeps insertion order: re-inserted, the address moves to the end, and the first is the oldest.
    this.misses.delete(key);
    this.misses.set(key, { count, at });
    if (this.misses.size > MAX_REMEMBERED_MISSES) this.misses.delete(this.misses.keys().next().value!);
    return undefined;
  }

  /** Taken before rendering: a render that began before its group was invalidated may hold old figures. */
  ticket(): number {
    return ++this.tickets;
  }

  /** Whether a render that took `ticket` began after the last invalidation of its group. */
  isCurrent(group: string, ticket: number): boolean {
    return (this.invalidated.get(group)?.ticket ?? 0) < ticket;
  }

  /**
   * Keeps a response rendered under `ticket`; returns the entry, or undefined when it is too large to keep
   * or its group was invalidated while it was rendered.
   */
  set(
    key: string,
    group: string,
    ticket: number,
    response: { status: number; headers: [string, string][]; body: Buffer },
  ): CachedPage | undefined {
    if (!this.enabled || !this.isCurrent(group, ticket)) return undefined;
    if (response.body.length > this.options.maxBytes * MAX_ENTRY_SHARE) return undefined;
    const page: CachedPage = {
      ...response,
      etag: response.headers.find(([name]) => name === 'etag')?.[1] ?? weakEtag(response.body),
      storedAt: this.now(),
      key,
      group,
    };
    this.delete(key);
    this.entries.set(key, page);
    this.bytes += sizeOf(page);
    const members = this.groups.get(group) ?? new Set();
    members.add(key);
    this.groups.set(group, members);
    this.evictOverflow();
    return page;
  }

  private evictOverflow(): void {
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.options.maxBytes) break;
      this.delete(oldest);
    }
  }

  /** The page's body gzipped: made on the first request that accepts gzip, then kept with the page. */
  gzipped(page: CachedPage): Buffer {
    if (page.gzip) return page.gzip;
    page.gzip = gzipSync(page.body);
    // Counted only while the page is held (an evicted page's late gzip is garbage with it).
    if (this.entries.get(page.key) === page) {
      this.bytes += page.gzip.length;
      this.evictOverflow();
    }
    return page.gzip;
  }

  /** Forgets every page, as when something is published: lists, tags and the home page all change. */
  clear(): void {
    for (const group of [...this.groups.keys()]) this.invalidate(group);
  }

  /** Forgets every entry of a group (its document and its `.data` forms), and any render of it under way. */
  invalidate(group: string): void {
    for (const key of this.groups.get(group) ?? []) this.delete(key);
    const at = this.now();
    this.invalidated.set(group, { ticket: ++this.tickets, at });
    // A render lasts seconds at most (the stream timeout), so older marks can no longer matter.
    if (this.invalidated.size > 1000) {
      for (const [name, mark] of this.invalidated) if (at - mark.at > 60_000) this.invalidated.delete(name);
    }
  }

  private delete(key: string): void {
    const page = this.entries.get(key);
    if (!page) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(page);
    const members = this.groups.get(page.group);
    members?.delete(key);
    if (members?.size === 0) this.groups.delete(page.group);
  }
}

function sizeOf(page: CachedPage): number {
  return page.body.length + (page.gzip?.length ?? 0);
}

/** A validator for pages the route gave none: browsers revalidate with it and get 304 without a body. */
function weakEtag(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}
