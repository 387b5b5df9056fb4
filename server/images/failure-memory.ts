import type { ImageSourceError } from './image-errors';

/**
 * Sources that failed lately, remembered for `ttlMs` so a dead or hostile image is not fetched again on
 * every page view (a negative cache). At most `maxEntries`; the oldest go first.
 */
export class FailureMemory {
  private readonly failures = new Map<string, { until: number; error: ImageSourceError }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  recall(src: string): ImageSourceError | undefined {
    const failure = this.failures.get(src);
    if (!failure) return undefined;
    if (failure.until > this.now()) return failure.error;
    this.failures.delete(src);
    return undefined;
  }

  remember(src: string, error: ImageSourceError): void {
    this.failures.delete(src);
    this.failures.set(src, { until: this.now() + this.ttlMs, error });
    if (this.failures.size > this.maxEntries) this.failures.delete(this.failures.keys().next().value!);
  }
}
