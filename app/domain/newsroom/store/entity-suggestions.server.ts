import { eq, sql } from 'drizzle-orm';
import { unnestRows } from '~/db/array-param.server';
import type { Database } from '~/db/client.server';
import { articleEntitySuggestions, entitySuggestions, lexiconEntries } from '~/db/schema/newsroom';
import type { SuggestedName } from '../classify/story-names';
import { confidentBecause } from '../new-names/name-confidence';
import { tagArticles, type TagName } from './tags.server';

/**
 * Suggested tags of new articles, in one statement: each name is recorded once (or counted again), and linked
 * to its articles while it waits for an editor. A name editors rejected or accepted is not linked again: the
 * conflict's update skips it, so it is not returned for linking. A name the newsroom is confident about
 * (decision 068), or one already tagged so, tags its articles at once: readers see the tag, the desk lists it
 * as new until an editor keeps or drops it.
 */
export async function suggestNames(
  db: Database,
  entries: { articleId: string; names: SuggestedName[] }[],
): Promise<void> {
  const byKey = new Map<string, SuggestedName & { mentions: number; confident: string | null }>();
  const links: { articleId: string; key: string }[] = [];
  for (const { articleId, names } of entries)
    for (const name of names) {
      const seen = byKey.get(name.key);
      const confident = confidentBecause(name);
      if (seen) {
        seen.mentions++;
        seen.confident ??= confident;
        seen.kind ??= name.kind;
      } else byKey.set(name.key, { ...name, mentions: 1, confident });
      links.push({ articleId, key: name.key });
    }
  if (links.length === 0) return;
  const names = [...byKey.values()];
  const { rows } = await db.execute<{ article_id: string; name: string; kind: SuggestedName['kind'] }>(sql`
    WITH input AS (
      SELECT * FROM ${unnestRows(names, [
        [(name) => name.key, 'text'],
        [(name) => name.name, 'text'],
        [(name) => name.kind, 'text'],
        [
          (name) =>
            name.confident ? [name.evidence, name.confident].filter(Boolean).join('; ') : name.evidence,
          'text',
        ],
        [(name) => name.mentions, 'int'],
        [(name) => (name.confident ? 'tagged' : 'pending'), 'text'],
      ])} AS i(key, name, kind, evidence, mentions, status)),
    waiting AS (
      INSERT INTO ${entitySuggestions} AS s (key, name, seen_as, kind, evidence, mentions, status)
      SELECT key, name, name, kind, evidence, mentions, status FROM input
      ON CONFLICT (key) DO UPDATE
        SET mentions = s.mentions + excluded.mentions, last_seen_at = now(), kind = coalesce(s.kind, excluded.kind),
          status = CASE WHEN excluded.status = 'tagged' THEN 'tagged' ELSE s.status END,
          evidence = CASE WHEN excluded.status = 'tagged' AND s.status = 'pending' THEN excluded.evidence ELSE s.evidence END
        WHERE s.status IN ('pending', 'tagged')
      RETURNING s.id, s.key, s.status, s.name, s.kind),
    links AS (
      SELECT * FROM ${unnestRows(links, [
        [(link) => link.articleId, 'uuid'],
        [(link) => link.key, 'text'],
      ])} AS l(article_id, key)),
    linked AS (
      INSERT INTO ${articleEntitySuggestions} (article_id, suggestion_id)
      SELECT links.article_id, waiting.id FROM links JOIN waiting ON waiting.key = links.key
      ON CONFLICT DO NOTHING)
    SELECT links.article_id, waiting.name, waiting.kind
    FROM links JOIN waiting ON waiting.key = links.key
    WHERE waiting.status = 'tagged' AND waiting.kind IS NOT NULL`);
  if (rows.length === 0) return;
  const tagsOf = new Map<string, TagName[]>();
  for (const row of rows)
    tagsOf.set(row.article_id, [...(tagsOf.get(row.article_id) ?? []), { name: row.name, kind: row.kind! }]);
  await tagArticles(
    db,
    [...tagsOf].map(([articleId, tagNames]) => ({ articleId, names: tagNames })),
  );
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
