type Entry<T> = { promise: Promise<T>; controller: AbortController; waiters: number };

/**
 * Work done once per key however many callers want it at the same time (single flight). The first caller
 * starts it and later ones join. A caller whose signal aborts leaves, and the others keep waiting; when the
 * last one has left, the work's own signal aborts, so it stops (or never starts), and the key is free for
 * whoever asks next.
 */
export class SharedWork<T> {
  private readonly pending = new Map<string, Entry<T>>();

  /** Callers waiting for the key's work, or 0 when none is under way. */
  waitersOf(key: string): number {
    return this.pending.get(key)?.waiters ?? 0;
  }

  run(key: string, signal: AbortSignal | undefined, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (signal?.aborted) return Promise.reject(signal.reason as unknown);
    let entry = this.pending.get(key);
    if (!entry) {
      const controller = new AbortController();
      const started: Entry<T> = {
        // Started on the next tick of the microtask queue, so a synchronous throw is a rejection too.
        promise: Promise.resolve().then(() => work(controller.signal)),
        controller,
        waiters: 0,
      };
      const forget = () => {
        if (this.pending.get(key) === started) this.pending.delete(key);
      };
      started.promise.then(forget, forget);
      this.pending.set(key, started);
      entry = started;
    }
    const joined = entry;
    joined.waiters += 1;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        joined.waiters -= 1;
        if (joined.waiters === 0) {
          if (this.pending.get(key) === joined) this.pending.delete(key);
          joined.controller.abort(signal!.reason);
        }
        reject(signal!.reason as unknown);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      joined.promise.then(
        (value) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }
}
