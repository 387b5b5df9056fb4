/**
 * Sources fetched in the last `ttlMs`, kept in memory up to `maxBytes` in all (least recently used go
 * first), so the other widths and formats of a cover — a page's srcset, phones and desktops, AVIF and WebP —
 * are made from one fetch instead of one each. Brief on purpose: variants are kept on disk, and a source
 * is only needed while its variants are first asked for.
 */
export class RecentOriginals {
  private readonly entries = new Map<string, { bytes: Buffer; until: number }>();
  private total = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): { sources: number; bytes: number } {
    return { sources: this.entries.size, bytes: this.total };
  }

  get(src: string): Buffer | undefined {
    const entry = this.entries.get(src);
    if (!entry) return undefined;
    this.drop(src);
    if (entry.until <= this.now()) return undefined;
    this.entries.set(src, entry);
    this.total += entry.bytes.length;
    return entry.bytes;
  }

  keep(src: string, bytes: Buffer): void {
    this.drop(src);
    // Expired sources go whatever their place in use order: memory is only lent for a short while.
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.until <= now) this.drop(key);
    if (bytes.length > this.maxBytes) return;
    this.entries.set(src, { bytes, until: now + this.ttlMs });
    this.total += bytes.length;
    for (const [oldest] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(src: string): void {
    const entry = this.entries.get(src);
    if (!entry) return;
    this.entries.delete(src);
    this.total -= entry.bytes.length;
  }
}
