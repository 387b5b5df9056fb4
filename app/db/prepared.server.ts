import type { Database } from './client.server';

/**
 * A query prepared once per database handle, the first time it is asked for. For the queries every page view
 * runs: Drizzle builds a query's SQL anew each time it is written out, which for a page's main query cost more
 * than PostgreSQL took to answer it; a prepared one keeps its SQL, and, named, is parsed and planned once per
 * connection.
 */
export function preparedPerDatabase<Query>(prepare: (db: Database) => Query): (db: Database) => Query {
  const prepared = new WeakMap<Database, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = prepare(db)));
    return query;
  };
}
