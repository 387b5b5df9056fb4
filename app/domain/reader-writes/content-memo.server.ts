import type { Database } from '~/db/client.server';
import { contentVersion } from '~/lib/content-version';
import { cachedByKey } from '~/lib/ttl-cache';

/**
 * `load` remembered per database and argument until published content changes (the content version moves on)
 * or `ttlMs` passes, for at most `maxKeys` arguments per database (the oldest loaded go first). For reads that
 * are the same for many requests and costly to repeat, such as a tag's related tags, which every page of the
 * tag shows. The argument must survive JSON (plain strings, numbers, objects of them): it is the key.
 */
export function memoUntilContentChanges<A, T>(
  ttlMs: number,
  maxKeys: number,
  load: (db: Database, arg: A) => Promise<T>,
): (db: Database, arg: A) => Promise<T> {
  const byDatabase = new WeakMap<Database, (key: string) => Promise<T>>();
  return (db, arg) => {
    let get = byDatabase.get(db);
    if (!get) {
      get = cachedByKey(ttlMs, maxKeys, (key: string) => load(db, (JSON.parse(key) as [number, A])[1]));
      byDatabase.set(db, get);
    }
    // Values of an older version are never asked for again; they leave as newer ones fill the map.
    return get(JSON.stringify([contentVersion(), arg]));
  };
}

/**
 * A reader page's read of one published thing (an article, a release, a review…) by its slug, kept until
 * published content changes, for at most five seconds (what another process changed without announcing it, or
 * counted, shows by then), for the 256 read last. Each was a query or three per page rendered (decision 047).
 */
export function memoPageRead<A, T>(load: (db: Database, arg: A) => Promise<T>) {
  return memoUntilContentChanges(5_000, 256, load);
}
