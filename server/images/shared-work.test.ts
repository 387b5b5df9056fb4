import { describe, expect, it } from 'vitest';
import { SharedWork } from './shared-work';

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

/** Work that runs until the test finishes it, keeping the signal it was given. */
function heldWork() {
  const calls: AbortSignal[] = [];
  let finish: (value: string) => void = () => undefined;
  const done = new Promise<string>((resolve) => (finish = resolve));
  return {
    work: (signal: AbortSignal) => {
      calls.push(signal);
      return done;
    },
    calls,
    finish,
  };
}

describe('SharedWork', () => {
  it('does the work once for everyone who asks while it is under way', async () => {
    const shared = new SharedWork<string>();
    const held = heldWork();
    const results = [1, 2, 3].map(() => shared.run('cover.jpg', undefined, held.work));
    expect(shared.waitersOf('cover.jpg')).toBe(3);
    held.finish('bytes');
    expect(await Promise.all(results)).toEqual(['bytes', 'bytes', 'bytes']);
    expect(held.calls).toHaveLength(1);
    expect(shared.waitersOf('cover.jpg')).toBe(0);

    // Done: the next caller starts it again.
    const again = heldWork();
    const next = shared.run('cover.jpg', undefined, again.work);
    again.finish('fresh');
    expect(await next).toBe('fresh');
    expect(again.calls).toHaveLength(1);
  });

  it('keeps going for the others when one caller leaves', async () => {
    const shared = new SharedWork<string>();
    const held = heldWork();
    const leaving = new AbortController();
    const left = outcome(shared.run('k', leaving.signal, held.work));
    const staying = shared.run('k', new AbortController().signal, held.work);
    await Promise.resolve();
    leaving.abort(new Error('tab closed'));
    expect(await left).toEqual({ error: new Error('tab closed') });
    expect(held.calls[0]!.aborted).toBe(false);
    held.finish('made');
    expect(await staying).toBe('made');
  });

  it('aborts the work when the last caller leaves, and frees the key for the next one', async () => {
    const shared = new SharedWork<string>();
    const held = heldWork();
    const clients = [new AbortController(), new AbortController()];
    const results = clients.map((client) => outcome(shared.run('k', client.signal, held.work)));
    await Promise.resolve();
    for (const client of clients) client.abort(new Error('gone'));
    expect(await Promise.all(results)).toEqual([{ error: new Error('gone') }, { error: new Error('gone') }]);
    expect(held.calls[0]!.aborted).toBe(true);
    expect(shared.waitersOf('k')).toBe(0);

    const next = heldWork();
    const fresh = shared.run('k', undefined, next.work);
    next.finish('again');
    expect(await fresh).toBe('again');
  });

  it('hands every caller the failure, and refuses a caller that left before asking', async () => {
    const shared = new SharedWork<string>();
    const failing = () => Promise.reject(new Error('origin down'));
    const results = [1, 2].map(() => outcome(shared.run('k', undefined, failing)));
    expect(await Promise.all(results)).toEqual([
      { error: new Error('origin down') },
      { error: new Error('origin down') },
    ]);
    const gone = new AbortController();
    gone.abort(new Error('already gone'));
    expect(await outcome(shared.run('k', gone.signal, failing))).toEqual({
      error: new Error('already gone'),
    });
  });
});
