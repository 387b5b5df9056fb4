import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { prefixQueryText } from './list-query';

/**
 * A section list's search box over a table's reader-search vector (decision 017: published rows only,
 * `dropwire_search` = English with unaccent, GIN-indexed): every word a prefix, all required, so "amel"
 * finds Amelie Lens and "sonar" finds Sónar. Undefined when the box holds no word (no condition).
 */
export function matchesListSearch(vector: SQLWrapper, text: string): SQL | undefined {
  const query = prefixQueryText(text);
  return query ? sql`${vector} @@ to_tsquery('dropwire_search', ${query})` : undefined;
}
