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

/**
 * Like `cached`, one value per key, keeping at most `maxKeys` (the oldest loaded go first). For values
 * that may be a minute old and are asked for by many requests, such as an article's related articles.
 */
export function cachedByKey<K, T>(
  ttlMs: number,
  maxKeys: number,
  load: (key: K) => Promise<T>,
  now: () => number = Date.now,
): (key: K) => Promise<T> {
  const values = new Map<K, { at: number; promise: Promise<T> }>();
  return (key) => {
    const value = values.get(key);
    if (value && now() - value.at < ttlMs) return value.promise;
    values.delete(key);
    const promise = load(key);
    values.set(key, { at: now(), promise });
    if (values.size > maxKeys) values.delete(values.keys().next().value!);
    promise.catch(() => {
      if (values.get(key)?.promise === promise) values.delete(key);
    });
    return promise;
  };
}

/**
 * `cached` once per source (a database: tests and benchmarks run several in one process). For content that
 * must not outlive a publication, `memoUntilContentChanges` (app/domain/reader-writes/content-memo.server.ts).
 */
export function cachedPerSource<S extends object, T>(
  ttlMs: number,
  load: (source: S) => Promise<T>,
): (source: S) => Promise<T> {
  const bySource = new WeakMap<S, () => Promise<T>>();
  return (source) => {
    let get = bySource.get(source);
    if (!get) {
      get = cached(ttlMs, () => load(source));
      bySource.set(source, get);
    }
    return get();
  };
}
