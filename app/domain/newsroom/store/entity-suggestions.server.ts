import { eq, sql } from 'drizzle-orm';
import { unnestRows } from '~/db/array-param.server';
import type { Database } from '~/db/client.server';
import { articleEntitySuggestions, entitySuggestions, lexiconEntries } from '~/db/schema/newsroom';
import type { SuggestedName } from '../classify/story-names';

/**
 * Suggested tags of new articles, in one statement: each name is recorded once (or counted again), and linked
 * to its articles while it waits for an editor. A name editors rejected or accepted is not linked again: the
 * conflict's update skips it, so it is not returned for linking.
 */
export async function suggestNames(
  db: Database,
  entries: { articleId: string; names: SuggestedName[] }[],
): Promise<void> {
  const byKey = new Map<string, SuggestedName & { mentions: number }>();
  const links: { articleId: string; key: string }[] = [];
  for (const { articleId, names } of entries)
    for (const name of names) {
      const seen = byKey.get(name.key);
      if (seen) seen.mentions++;
      else byKey.set(name.key, { ...name, mentions: 1 });
      links.push({ articleId, key: name.key });
    }
  if (links.length === 0) return;
  const names = [...byKey.values()];
  await db.execute(sql`
    WITH input AS (
      SELECT * FROM ${unnestRows(names, [
        [(name) => name.key, 'text'],
        [(name) => name.name, 'text'],
        [(name) => name.kind, 'text'],
        [(name) => name.evidence, 'text'],
        [(name) => name.mentions, 'int'],
      ])} AS i(key, name, kind, evidence, mentions)),
    waiting AS (
      INSERT INTO ${entitySuggestions} AS s (key, name, seen_as, kind, evidence, mentions)
      SELECT key, name, name, kind, evidence, mentions FROM input
      ON CONFLICT (key) DO UPDATE
        SET mentions = s.mentions + excluded.mentions, last_seen_at = now(), kind = coalesce(s.kind, excluded.kind)
        WHERE s.status = 'pending'
      RETURNING s.id, s.key)
    INSERT INTO ${articleEntitySuggestions} (article_id, suggestion_id)
    SELECT l.article_id, waiting.id
    FROM ${unnestRows(links, [
      [(link) => link.articleId, 'uuid'],
      [(link) => link.key, 'text'],
    ])} AS l(article_id, key)
    JOIN waiting ON waiting.key = l.key
    ON CONFLICT DO NOTHING`);
}

/** The names editors rejected, as compared: discovery never proposes them again. */
export async function loadRejectedNames(db: Database): Promise<Set<string>> {
  const rows = await db
    .select({ key: entitySuggestions.key })
    .from(entitySuggestions)
    .where(eq(entitySuggestions.status, 'rejected'));
  return new Set(rows.map((row) => row.key));
}

/**
 * A short fingerprint of what tagging knows: the lexicon's names and aliases and the rejected names. A worker
 * compares it before each crawl and reloads only when it changed (an editor added, renamed, accepted or
 * rejected a name).
 */
export async function knownNamesVersion(db: Database): Promise<string> {
  const [row] = (
    await db.execute<{ version: string }>(sql`
      SELECT (SELECT count(*) || ':' || coalesce(sum(hashtext(kind || '|' || name || '|' || array_to_string(aliases, '|'))), 0)
                FROM ${lexiconEntries})
          || '/' || (SELECT count(*) FROM ${entitySuggestions} WHERE status = 'rejected') AS version`)
  ).rows;
  return row?.version ?? '';
}
