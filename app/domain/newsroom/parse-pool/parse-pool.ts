import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { defaultParseLimits, FeedParseError, type ParseLimits } from '../parse/parse-feed';
import type { ParsedDocument } from './parse-document';
import type { ParseRequest, WorkerMessage } from './worker';

/** Parses and normalises fetched feeds off the main thread. */
export type DocumentParser = {
  parse(body: string, url: string, fetchedAt: Date): Promise<ParsedDocument>;
  /** Threads running now: none until the first document, none again once they have idled out. */
  threads(): number;
  close(): Promise<void>;
};

export type ParsePoolOptions = {
  /** Threads; by default one fewer than the machine has cores: the main thread and PostgreSQL need one. */
  size?: number;
  /** A document taking longer fails and its thread is replaced (CRAWL_PARSE_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Old-generation heap of each thread; a document needing more fails (CRAWL_PARSE_MAX_HEAP_MB). */
  maxHeapMb?: number;
  /** FEED_MAX_ITEMS and FEED_ITEM_MAX_CHARS, applied on the threads. */
  limits?: ParseLimits;
  /**
   * A thread with nothing to parse for this long leaves, giving its heap back (each holds tens of MB): a web
   * server whose crawls are minutes apart keeps no parser in memory between them.
   */
  idleMs?: number;
};

type Job = {
  request: ParseRequest;
  resolve: (value: ParsedDocument) => void;
  reject: (error: Error) => void;
};
type Thread = {
  worker: Worker;
  ready: boolean;
  gone: boolean;
  /** Documents given to the thread, in order: the first is being parsed, the next waits on the thread. */
  jobs: Job[];
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
  error?: Error;
};

/**
 * Documents a thread holds at once. With one, a thread idles from its answer until the main thread (busy
 * writing the previous batch) hands it the next document: the ingest benchmark's fetch phase grew by half.
 * With two, the thread still ran dry while the main thread grouped or composed a batch in one go (tens of
 * milliseconds; the thread was idle 43% of the benchmark's first pass). Eight documents are a few such
 * stretches of parsing: the first pass took 10.6-11.3 s against 11.9-12.5 s with two, alternated in one hour.
 * It adds no document to memory: fetches in flight bound them, wherever they wait.
 */
const DEPTH = 8;

const entry = new URL('./worker-entry.mjs', import.meta.url);

const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`);

/**
 * Parsing, sanitising and fingerprinting are most of a crawl's CPU. Done on worker threads they leave the
 * main thread free to group and write the previous batch, which is the crawl's critical path. Each thread is
 * bounded in heap and time, and one that dies or overruns is replaced, so one hostile feed fails alone.
 */
export function createParsePool({
  size = Math.max(1, availableParallelism() - 1),
  timeoutMs = 20_000,
  maxHeapMb = 256,
  limits = defaultParseLimits,
  idleMs = 60_000,
}: ParsePoolOptions = {}): DocumentParser {
  // Documents wait here, not on a thread: a thread that dies then takes only its current document with it,
  // and the timeout measures parsing alone, never time spent in a queue.
  const queue: Job[] = [];
  const threads = new Set<Thread>();
  let nextId = 0;
  let closed = false;

  // `--max-old-space-size` (the CLI's shebang and `npm start`, decision 038) is V8's for the whole process: a
  // thread made while it is set takes it in place of its own limit, and a feed built to fill the heap would get
  // 512 MB instead of maxHeapMb. The process's own heap was sized when it started and keeps its limit.
  setFlagsFromString('--max-old-space-size=0');
  const resourceLimits = {
    maxOldGenerationSizeMb: maxHeapMb,
    // Left unset, a thread's young generation is the process default (192 MB on our machines), outside
    // maxHeapMb. 48 MB (16 MB semi-spaces, as `npm run bench:ingest` gave its main thread before decision
    // 087) parses as fast as that default, while 6 MB is 15–25 % slower (measured on the synthetic corpus); at
    // most a quarter of a small heap.
    maxYoungGenerationSizeMb: Math.min(48, Math.max(3, Math.floor(maxHeapMb / 4))),
    // Node's default for threads, written out so every bound is in one place; a stack overflow in a parser is
    // a RangeError the thread reports like any other error, and a stack deeper than this buys nothing.
    stackSizeMb: 4,
  };

  // A thread keeps the process alive only while there is work for it: an idle pool never does.
  const updateRefs = () => {
    for (const thread of threads)
      if (thread.jobs.length > 0 || (!thread.ready && queue.length > 0)) thread.worker.ref();
      else thread.worker.unref();
  };

  /** Times the document a thread is parsing now (the first of its jobs), from when it became first. */
  const startTimer = (thread: Thread) => {
    clearTimeout(thread.timer);
    if (thread.jobs.length === 0) return;
    thread.timer = setTimeout(() => {
      // It may be stuck in a loop: only terminating the thread stops it.
      retire(thread, new FeedParseError(`Parsing the feed took longer than ${duration(timeoutMs)}`));
      void thread.worker.terminate();
    }, timeoutMs);
  };

  /** A ready thread with nothing to do leaves after idleMs; work given to it before then keeps it. */
  const watchIdle = (thread: Thread) => {
    if (thread.jobs.length > 0 || !thread.ready) {
      clearTimeout(thread.idleTimer);
      thread.idleTimer = undefined;
      return;
    }
    thread.idleTimer ??= setTimeout(() => {
      if (thread.gone || thread.jobs.length > 0) return;
      // Gone quietly: nothing was being parsed, so no document fails and no thread replaces it.
      thread.gone = true;
      threads.delete(thread);
      void thread.worker.terminate();
    }, idleMs).unref();
  };

  const dispatch = () => {
    for (const thread of threads) {
      while (thread.ready && thread.jobs.length < DEPTH && queue.length > 0) {
        const job = queue.shift()!;
        thread.jobs.push(job);
        if (thread.jobs.length === 1) startTimer(thread);
        thread.worker.postMessage(job.request);
      }
      watchIdle(thread);
    }
    updateRefs();
  };

  /** Takes a thread out of the pool, fails its document, and starts another in its place. */
  const retire = (thread: Thread, error: Error) => {
    if (thread.gone) return;
    thread.gone = true;
    threads.delete(thread);
    clearTimeout(thread.timer);
    clearTimeout(thread.idleTimer);
    // The document being parsed fails; those waiting behind it never started, so they go back to the queue.
    const [current, ...waiting] = thread.jobs.splice(0);
    current?.reject(error);
    if (closed) for (const job of waiting) job.reject(error);
    else queue.unshift(...waiting);
    if (closed) return;
    // A thread that never became ready would fail again at once: the next parse() tries again instead,
    // and queued documents fail rather than wait for a thread that cannot start.
    if (thread.ready) spawn();
    else if (threads.size === 0) for (const job of queue.splice(0)) job.reject(error);
    dispatch();
  };

  const spawn = () => {
    const thread: Thread = {
      worker: new Worker(entry, { resourceLimits }),
      ready: false,
      gone: false,
      jobs: [],
    };
    threads.add(thread);
    thread.worker.on('message', (message: WorkerMessage) => {
      if ('ready' in message) thread.ready = true;
      else if (thread.jobs[0]?.request.id === message.id) {
        const job = thread.jobs.shift()!;
        startTimer(thread);
        if (message.ok) job.resolve(message.result);
        else
          job.reject(message.parseError ? new FeedParseError(message.message) : new Error(message.message));
      }
      dispatch();
    });
    // 'exit' always follows 'error'; the error says why.
    thread.worker.on('error', (error) => (thread.error = error));
    thread.worker.on('exit', (code) =>
      retire(
        thread,
        thread.ready
          ? deathError(thread.error, code, maxHeapMb)
          : new Error(`A parse thread could not start: ${thread.error?.message ?? `exit code ${code}`}`),
      ),
    );
    updateRefs();
  };

  // No thread starts until there is a document: a server that never crawls never holds a parser.
  return {
    parse(body, url, fetchedAt) {
      if (closed) return Promise.reject(new Error('The parse pool is closed'));
      for (let i = threads.size; i < size; i++) spawn();
      const request: ParseRequest = { id: nextId++, body, url, fetchedAt: fetchedAt.getTime(), limits };
      return new Promise<ParsedDocument>((resolve, reject) => {
        queue.push({ request, resolve, reject });
        dispatch();
      });
    },
    threads: () => threads.size,
    async close() {
      closed = true;
      const error = new Error('The parse pool was closed before the feed was parsed');
      for (const job of queue.splice(0)) job.reject(error);
      const workers = [...threads].map((thread) => thread.worker);
      for (const thread of [...threads]) retire(thread, error);
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/** Why a thread died, as the document it was parsing is told. */
function deathError(error: Error | undefined, code: number, maxHeapMb: number): Error {
  if ((error as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY')
    return new FeedParseError(`Parsing the feed needed more than ${maxHeapMb} MB`, { cause: error });
  if (error) return new FeedParseError(`The parse thread failed: ${error.message}`, { cause: error });
  return new FeedParseError(`The parse thread stopped (exit code ${code})`);
}
