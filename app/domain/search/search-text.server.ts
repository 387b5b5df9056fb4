import { sql, type SQL } from 'drizzle-orm';

/**
 * A reader's search text as a tsquery in web search syntax ("a phrase", -word, or), through `dropwire_search`:
 * English stemming with unaccent, the configuration every stored search vector is made with (migration
 * 0009). Written inline where it is used, never through a CTE: the planner then sees the query's words and
 * estimates from the vector's statistics how many rows match, which decides between the GIN index and
 * reading newest first (decision 017). `text` is the reader's text (a parameter) or a column.
 */
export const readerTsQuery = (text: string | SQL): SQL =>
  sql`websearch_to_tsquery('dropwire_search', ${text})`;
