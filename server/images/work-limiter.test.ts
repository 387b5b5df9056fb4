import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageOverloadedError } from './image-errors';
import { WorkLimiter, type WorkContext, type WorkLimits } from './work-limiter';

const limits: WorkLimits = { concurrency: 2, maxQueued: 2, maxBytes: 1000, maxWaitMs: 5000 };

/** A task that runs until the test finishes it, and reports when it has started. */
function heldTask() {
  let finish: (value: string) => void = () => undefined;
  let context: WorkContext | undefined;
  const done = new Promise<string>((resolve) => (finish = resolve));
  return {
    task: (work: WorkContext) => {
      context = work;
      return done;
    },
    started: () => context !== undefined,
    context: () => context!,
    finish,
  };
}

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkLimiter', () => {
  afterEach(() => vi.useRealTimers());

  it('runs as many jobs as allowed at once, queues the next ones, and starts them in order', async () => {
    const limiter = new WorkLimiter(limits);
    const jobs = Array.from({ length: 4 }, heldTask);
    const results = jobs.map((job) => limiter.run(job.task, new AbortController().signal));
    expect(jobs.map((job) => job.started())).toEqual([true, true, false, false]);
    expect(limiter.state).toEqual({ running: 2, queued: 2, bytes: 0 });

    jobs[1]!.finish('second');
    expect(await results[1]).toBe('second');
    expect(jobs.map((job) => job.started())).toEqual([true, true, true, false]);
    jobs[0]!.finish('first');
    await results[0];
    expect(jobs[3]!.started()).toBe(true);
    jobs[2]!.finish('third');
    jobs[3]!.finish('fourth');
    expect(await Promise.all(results)).toEqual(['first', 'second', 'third', 'fourth']);
    expect(limiter.state).toEqual({ running: 0, queued: 0, bytes: 0 });
  });

  it('refuses work at once when the queue is full, saying when to come back', async () => {
    const limiter = new WorkLimiter({ ...limits, concurrency: 1, maxQueued: 1 });
    const running = heldTask();
    const queued = heldTask();
    const first = limiter.run(running.task, new AbortController().signal);
    const second = limiter.run(queued.task, new AbortController().signal);
    const refused = await outcome(limiter.run(heldTask().task, new AbortController().signal));
    expect(refused).toEqual({ error: expect.any(ImageOverloadedError) });
    expect((refused as { error: ImageOverloadedError }).error.retryAfterSeconds).toBe(5);

    running.finish('a');
    queued.finish('b');
    expect(await Promise.all([first, second])).toEqual(['a', 'b']);
  });

  it('starts nothing new while running jobs hold more bytes than allowed, and refuses new work then', async () => {
    const limiter = new WorkLimiter({ ...limits, concurrency: 3, maxBytes: 100 });
    const big = heldTask();
    const first = limiter.run(big.task, new AbortController().signal);
    big.context().hold(60);
    big.context().hold(60); // a source, then its decoded pixels
    expect(limiter.state.bytes).toBe(120);

    const refused = await outcome(limiter.run(heldTask().task, new AbortController().signal));
    expect(refused).toEqual({ error: expect.any(ImageOverloadedError) });

    big.finish('done');
    await first;
    expect(limiter.state).toEqual({ running: 0, queued: 0, bytes: 0 });
  });

  it('keeps a waiting job waiting while the running ones hold too many bytes, though a slot is free', async () => {
    const limiter = new WorkLimiter({ ...limits, concurrency: 2, maxBytes: 100 });
    const small = heldTask();
    const big = heldTask();
    const waiting = heldTask();
    const results = [small, big].map((job) => limiter.run(job.task, new AbortController().signal));
    const third = limiter.run(waiting.task, new AbortController().signal);
    big.context().hold(120);
    small.finish('small');
    await results[0];
    expect(limiter.state).toEqual({ running: 1, queued: 1, bytes: 120 });
    expect(waiting.started()).toBe(false);
    big.finish('big');
    await results[1];
    expect(waiting.started()).toBe(true);
    waiting.finish('waited');
    expect(await third).toBe('waited');
  });

  it('takes a job whose client left out of the queue: it never starts and frees its place', async () => {
    const limiter = new WorkLimiter({ ...limits, concurrency: 1, maxQueued: 1 });
    const running = heldTask();
    const abandoned = heldTask();
    const first = limiter.run(running.task, new AbortController().signal);
    const client = new AbortController();
    const second = outcome(limiter.run(abandoned.task, client.signal));
    client.abort(new Error('client gone'));
    expect(await second).toEqual({ error: new Error('client gone') });
    expect(limiter.state.queued).toBe(0);

    const next = heldTask();
    const third = limiter.run(next.task, new AbortController().signal);
    running.finish('a');
    await first;
    await settle();
    expect(abandoned.started()).toBe(false);
    expect(next.started()).toBe(true);
    next.finish('c');
    expect(await third).toBe('c');
  });

  it('refuses a job already abandoned, and passes a running job the signal that stops it', async () => {
    const limiter = new WorkLimiter(limits);
    const gone = new AbortController();
    gone.abort(new Error('gone'));
    expect(await outcome(limiter.run(heldTask().task, gone.signal))).toEqual({ error: new Error('gone') });

    const client = new AbortController();
    const job = heldTask();
    const running = limiter.run(job.task, client.signal);
    client.abort(new Error('left'));
    expect(job.context().signal.aborted).toBe(true);
    job.finish('finished anyway');
    await running;
  });

  it('refuses a job that waited longer than allowed', async () => {
    vi.useFakeTimers();
    const limiter = new WorkLimiter({ ...limits, concurrency: 1, maxWaitMs: 2000 });
    const running = heldTask();
    const first = limiter.run(running.task, new AbortController().signal);
    const waiting = heldTask();
    const second = outcome(limiter.run(waiting.task, new AbortController().signal));
    await vi.advanceTimersByTimeAsync(2001);
    expect(await second).toEqual({ error: expect.any(ImageOverloadedError) });
    expect(limiter.state.queued).toBe(0);
    running.finish('a');
    await first;
    expect(waiting.started()).toBe(false);
  });
});
