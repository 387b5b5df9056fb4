import type { Request, Response } from 'express';
import type { Logger } from '~/lib/logger.server';

export type LiveUpdatesOptions = {
  /** Streams kept open at once; a reader beyond it is told to try again later. */
  maxConnections: number;
  /** The current state readers are sent on connecting and after each change (one read for all of them). */
  snapshot: () => Promise<unknown>;
  logger: Logger;
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs?: number;
  /** Changes arriving within this window are sent as one. */
  debounceMs?: number;
};

/**
 * Server-Sent Events for open news lists: each stream gets the newest published articles when it opens and
 * again whenever content changes (announced over PostgreSQL LISTEN/NOTIFY by whichever process published),
 * so a list can say how many stories arrived since it was rendered.
 */
export class LiveUpdates {
  private readonly streams = new Set<Response>();
  private readonly heartbeat: NodeJS.Timeout;
  private pending: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: LiveUpdatesOptions) {
    this.heartbeat = setInterval(() => this.write(': keep-alive\n\n'), options.heartbeatMs ?? 25_000);
    this.heartbeat.unref();
  }

  get connections(): number {
    return this.streams.size;
  }

  /** The Express handler of the stream. */
  readonly handle = async (req: Request, res: Response) => {
    if (this.closed || this.streams.size >= this.options.maxConnections) {
      res.status(503).set({ 'Retry-After': '30', 'Cache-Control': 'no-store' }).type('text/plain');
      res.send('Too many live readers right now; try again later.');
      return;
    }
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // Proxies such as nginx would otherwise hold events back in their buffers.
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    // A reader whose stream drops waits this long before the browser reconnects.
    res.write('retry: 15000\n\n');
    this.streams.add(res);
    req.on('close', () => this.streams.delete(res));
    try {
      res.write(this.event(await this.options.snapshot()));
    } catch (error) {
      this.options.logger.warn({ err: error }, 'live updates could not read the newest articles');
    }
  };

  /** Content changed: after a short wait (a batch of publications is one change), every stream is told. */
  changed(): void {
    if (this.closed || this.streams.size === 0 || this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = undefined;
      this.options
        .snapshot()
        .then((state) => this.write(this.event(state)))
        .catch((error: unknown) =>
          this.options.logger.warn({ err: error }, 'live updates could not refresh'),
        );
    }, this.options.debounceMs ?? 500);
  }

  /** Ends every stream (the server is stopping: open streams would keep it from closing). */
  close(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.pending);
    for (const stream of this.streams) stream.end();
    this.streams.clear();
  }

  private event(state: unknown): string {
    return `event: articles\ndata: ${JSON.stringify(state)}\n\n`;
  }

  private write(chunk: string): void {
    for (const stream of this.streams) stream.write(chunk);
  }
}
