import type { Request, Response } from 'express';
import { clientKey } from '~/lib/client-address';
import type { Logger } from '~/lib/logger.server';

export type LiveUpdatesOptions = {
  /** Streams kept open at once; a reader beyond it is told to try again later. */
  maxConnections: number;
  /** Streams one client (an address; an IPv6 /64) may hold, so one client cannot take every place. */
  maxPerClient?: number;
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
const MAX_BUFFERED_BYTES = 64 * 1024;

export class LiveUpdates {
  private readonly streams = new Set<Response>();
  private readonly perClient = new Map<string, number>();
  /** The last state read, shared by every stream that opens until content changes again. */
  private latest: Promise<unknown> | undefined;
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
    if (req.method !== 'GET') {
      // A HEAD request learns the stream exists without holding a place.
      res
        .status(200)
        .set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store' })
        .end();
      return;
    }
    const client = clientKey(req.ip ?? req.socket.remoteAddress ?? '');
    const held = this.perClient.get(client) ?? 0;
    if (
      this.closed ||
      this.streams.size >= this.options.maxConnections ||
      held >= (this.options.maxPerClient ?? 16)
    ) {
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
    this.perClient.set(client, held + 1);
    req.on('close', () => {
      this.streams.delete(res);
      const left = (this.perClient.get(client) ?? 1) - 1;
      if (left > 0) this.perClient.set(client, left);
      else this.perClient.delete(client);
    });
    try {
      const state = await this.snapshot();
      if (this.streams.has(res)) this.send(res, this.event(state));
    } catch (error) {
      this.options.logger.warn({ err: error }, 'live updates could not read the newest articles');
    }
  };

  /** Content changed: after a short wait (a batch of publications is one change), every stream is told. */
  changed(): void {
    // Streams that open from now on must not get the state from before the change.
    this.latest = undefined;
    if (this.closed || this.streams.size === 0 || this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = undefined;
      this.latest = undefined;
      this.snapshot()
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

  /** One read of the state for all the streams that open before the next change. */
  private snapshot(): Promise<unknown> {
    if (!this.latest) {
      const reading = this.options.snapshot();
      this.latest = reading;
      reading.catch(() => {
        if (this.latest === reading) this.latest = undefined;
      });
    }
    return this.latest;
  }

  private event(state: unknown): string {
    return `event: articles\ndata: ${JSON.stringify(state)}\n\n`;
  }

  private write(chunk: string): void {
    for (const stream of this.streams) this.send(stream, chunk);
  }

  /**
   * A reader whose connection stopped taking data (a sleeping laptop, a stalled proxy) would have every
   * event buffered for it in this process: past a few events' worth, its stream is ended instead (the
   * browser reconnects when it wakes, and gets the state then).
   */
  private send(stream: Response, chunk: string): void {
    if (stream.writableLength > MAX_BUFFERED_BYTES) {
      this.streams.delete(stream);
      stream.end();
      return;
    }
    stream.write(chunk);
  }
}
