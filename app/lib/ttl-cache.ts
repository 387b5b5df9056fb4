/**
 * Remembers one async value for `ttlMs`; concurrent callers share the same pending load, so a burst of
 * requests costs one query. Used for figures that may be a few seconds old (footer stats, home hero).
 */
export function cached<T>(
  ttlMs: number,
  load: () => Promise<T>,
  now: () => number = Date.now,
): () => Promise<T> {
  let value: { at: number; promise: Promise<T> } | undefined;
  return () => {
    if (value && now() - value.at < ttlMs) return value.promise;
    const promise = load();
    value = { at: now(), promise };
    // A failed load is not remembered: the next caller tries again.
    promise.catch(() => {
      if (value?.promise === promise) value = undefined;
    });
    return promise;
  };
}
