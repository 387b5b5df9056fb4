type Waiter = { host: string; start: () => void };

/**
 * Limits requests in flight: at most `perHost` to one host and `global` in all. A host that asked us to
 * wait (429/503 Retry-After) is paused as a whole: work for it fails fast with the time left, so its
 * sources are rescheduled instead of holding a slot.
 */
export class HostLimiter {
  private readonly active = new Map<string, number>();
  private readonly pausedUntil = new Map<string, number>();
  private readonly queue: Waiter[] = [];
  private running = 0;

  constructor(
    readonly perHost = 2,
    readonly global = 32,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds this host is still paused for, or 0. */
  pausedFor(host: string): number {
    const until = this.pausedUntil.get(host) ?? 0;
    return Math.max(0, until - this.now());
  }

  pause(host: string, ms: number): void {
    this.pausedUntil.set(host, Math.max(this.pausedUntil.get(host) ?? 0, this.now() + ms));
  }

  /** Lifts a pause early (an operator's manual crawl, or a test). */
  resume(host: string): void {
    this.pausedUntil.delete(host);
  }

  async run<T>(host: string, task: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      this.queue.push({ host, start: resolve });
      this.drain();
    });
    try {
      return await task();
    } finally {
      this.running--;
      this.active.set(host, (this.active.get(host) ?? 1) - 1);
      this.drain();
    }
  }

  private drain(): void {
    for (let i = 0; i < this.queue.length && this.running < this.global;) {
      const waiter = this.queue[i]!;
      if ((this.active.get(waiter.host) ?? 0) >= this.perHost) {
        i++;
        continue;
      }
      this.queue.splice(i, 1);
      this.running++;
      this.active.set(waiter.host, (this.active.get(waiter.host) ?? 0) + 1);
      waiter.start();
    }
  }
}

/** The host a URL belongs to, for per-host limits. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return '';
  }
}
