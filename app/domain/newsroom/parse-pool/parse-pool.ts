import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { FeedParseError } from '../parse-feed';
import type { ParsedDocument } from './parse-document';
import type { ParseRequest, ParseResponse } from './worker';

/** Parses and normalises fetched feeds off the main thread. */
export type DocumentParser = {
  parse(body: string, url: string, fetchedAt: Date): Promise<ParsedDocument>;
  close(): Promise<void>;
};

type Waiting = { resolve: (value: ParsedDocument) => void; reject: (error: Error) => void };

/**
 * Parsing, sanitising and fingerprinting are most of a crawl's CPU. Done on worker threads they leave the
 * main thread free to group and write the previous batch, which is the crawl's critical path. One thread
 * fewer than the machine has cores: the main thread and PostgreSQL need the rest.
 */
export function createParsePool(size = Math.max(1, availableParallelism() - 1)): DocumentParser {
  let nextId = 0;
  const threads = Array.from({ length: size }, () => {
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url));
    const pending = new Map<number, Waiting>();
    // An idle pool never keeps the process alive.
    worker.unref();
    worker.on('message', (response: ParseResponse) => {
      const waiting = pending.get(response.id);
      if (!waiting) return;
      pending.delete(response.id);
      if (response.ok) waiting.resolve(response.result);
      else
        waiting.reject(
          response.parseError ? new FeedParseError(response.message) : new Error(response.message),
        );
    });
    worker.on('error', (error) => {
      // A crashed thread fails what it was doing.
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    });
    return { worker, pending };
  });
  return {
    parse(body, url, fetchedAt) {
      const id = nextId++;
      const request: ParseRequest = { id, body, url, fetchedAt: fetchedAt.getTime() };
      // The least busy thread takes the next document.
      const thread = threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      return new Promise<ParsedDocument>((resolve, reject) => {
        thread.pending.set(id, { resolve, reject });
        thread.worker.postMessage(request);
      });
    },
    async close() {
      await Promise.all(threads.map(({ worker }) => worker.terminate()));
    },
  };
}
