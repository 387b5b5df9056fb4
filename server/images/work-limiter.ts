import { ImageOverloadedError } from './image-errors';

export type WorkLimits = {
  /** Jobs running at once; each fetches (or reads) one source and encodes one variant. */
  concurrency: number;
  /** Jobs waiting for a turn at most; past it new work is refused at once. */
  maxQueued: number;
  /**
   * Bytes the running jobs may hold (their sources and decoded pixels, as they report them): above it no
   * waiting job starts and new work is refused, so memory stays near this bound whatever clients ask for.
   */
  maxBytes: number;
  /** How long a job may wait for its turn; then it is refused rather than kept waiting. */
  maxWaitMs: number;
};

/** What a running job gets: its signal (it stops early when aborted) and a way to report bytes it holds. */
export type WorkContext = { signal: AbortSignal; hold: (bytes: number) => void };

type Waiting = { start: () => void; refuse: (error: unknown) => void };

/**
 * Admission for the image work of one process: a few jobs at a time, a short queue with a time limit, and a
 * memory budget. Work beyond them is refused with `ImageOverloadedError` (the endpoint answers 503), and a
 * job whose signal aborts while it waits leaves the queue without ever starting.
 */
export class WorkLimiter {
  private running = 0;
  private heldBytes = 0;
  private readonly queue: Waiting[] = [];

  constructor(private readonly limits: WorkLimits) {
    if (!(limits.concurrency >= 1) || !(limits.maxQueued >= 0) || !(limits.maxBytes > 0))
      throw new RangeError('concurrency must be at least 1, maxQueued at least 0, maxBytes positive');
  }

  get state(): { running: number; queued: number; bytes: number } {
    return { running: this.running, queued: this.queue.length, bytes: this.heldBytes };
  }

  /** Runs the task when its turn comes, or refuses it; `signal` takes it out of the queue (its reason is thrown). */
  run<T>(task: (work: WorkContext) => Promise<T>, signal: AbortSignal): Promise<T> {
    if (signal.aborted) return Promise.reject(signal.reason as unknown);
    if (this.canStart() && this.queue.length === 0) return this.start(task, signal);
    if (this.queue.length >= this.limits.maxQueued || this.heldBytes >= this.limits.maxBytes)
      return Promise.reject(this.overloaded());
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        const index = this.queue.indexOf(waiting);
        if (index >= 0) this.queue.splice(index, 1);
      };
      const onAbort = () => {
        leave();
        reject(signal.reason as unknown);
      };
      const waiting: Waiting = {
        start: () => {
          leave();
          this.start(task, signal).then(resolve, reject);
        },
        refuse: (error) => {
          leave();
          reject(error);
        },
      };
      const timer = setTimeout(() => waiting.refuse(this.overloaded()), this.limits.maxWaitMs);
      timer.unref();
      signal.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiting);
    });
  }

  private canStart(): boolean {
    return this.running < this.limits.concurrency && this.heldBytes < this.limits.maxBytes;
  }

  private async start<T>(task: (work: WorkContext) => Promise<T>, signal: AbortSignal): Promise<T> {
    this.running += 1;
    let held = 0;
    const hold = (bytes: number) => {
      held += bytes;
      this.heldBytes += bytes;
    };
    try {
      return await task({ signal, hold });
    } finally {
      this.running -= 1;
      this.heldBytes -= held;
      this.next();
    }
  }

  /** Starts waiting jobs, oldest first, while there is room. */
  private next(): void {
    while (this.queue.length > 0 && this.canStart()) this.queue[0]!.start();
  }

  private overloaded(): ImageOverloadedError {
    return new ImageOverloadedError(
      'Too many images are being made right now',
      Math.max(1, Math.ceil(this.limits.maxWaitMs / 1000)),
    );
  }
}
