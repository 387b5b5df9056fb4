import { contentVersion } from './content-version';

/**
 * Remembers one async value for `ttlMs`; concurrent callers share the same pending load, so a burst of
 * requests costs one query. Used for figures that may be a few seconds old (footer stats, home hero). With a
 * `version` (such as `contentVersion`), a value is also dropped as soon as the version changes.
 */
export function cached<T>(
  ttlMs: number,
  load: () => Promise<T>,
  now: () => number = Date.now,
  version: () => number = () => 0,
): () => Promise<T> {
  let value: { at: number; version: number; promise: Promise<T> } | undefined;
  return () => {
    if (value && now() - value.at < ttlMs && value.version === version()) return value.promise;
    const promise = load();
    value = { at: now(), version: version(), promise };
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
 * `cached` once per source (a database: tests and benchmarks run several in one process). With
 * `{ content: true }` a value is also dropped when published content changes, for what public pages show,
 * which must not outlive a publication.
 */
export function cachedPerSource<S extends object, T>(
  ttlMs: number,
  load: (source: S) => Promise<T>,
  { content = false }: { content?: boolean } = {},
): (source: S) => Promise<T> {
  const bySource = new WeakMap<S, () => Promise<T>>();
  return (source) => {
    let get = bySource.get(source);
    if (!get) {
      get = cached(ttlMs, () => load(source), Date.now, content ? contentVersion : undefined);
      bySource.set(source, get);
    }
    return get();
  };
}
