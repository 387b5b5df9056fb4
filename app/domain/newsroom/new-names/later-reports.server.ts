import { sql } from 'drizzle-orm';
import { arrayParam } from '~/db/array-param.server';
import type { Database } from '~/db/client.server';
import { articleSources } from '~/db/schema/content';
import { articleEntitySuggestions, entitySuggestions } from '~/db/schema/newsroom';
import type { LexiconEntry } from '../classify/lexicon-matcher';
import type { SuggestedName } from '../classify/story-names';
import { type StoryItem, sourceTexts, taggerFor } from '../publish/compose-articles';
import { suggestNames } from '../store/entity-suggestions.server';

/** Reports that joined a story whose article exists: the article, and this batch's reports of it. */
export type LaterReports = { articleId: string; own: StoryItem[] };

/**
 * Names in reports that join a story after its article was made (decision 068). A story usually breaks one
 * outlet at a time, each in its own crawl: when a later outlet names a new name an earlier report of the story
 * already named, two outlets have named it, and it tags the article at once. The later reports' own names are
 * recorded as for a new article (suggested, or tagged when they are sure on their own).
 */
export async function namesInLaterReports(
  db: Database,
  stories: LaterReports[],
  options: { lexicon: LexiconEntry[]; rejectedNames?: ReadonlySet<string> },
): Promise<void> {
  if (stories.length === 0) return;
  const tag = taggerFor(options.lexicon, options.rejectedNames);
  const articleIds = stories.map((story) => story.articleId);
  const batchItems = stories.flatMap((story) => story.own.map((item) => item.id));
  // The outlets each article credited before this batch, and the names its earlier reports proposed.
  const earlier = await db.execute<{ article_id: string; name: string }>(sql`
    SELECT article_id, name FROM ${articleSources}
    WHERE article_id = ANY(${arrayParam(articleIds, 'uuid')})
      AND (feed_item_id IS NULL OR NOT (feed_item_id = ANY(${arrayParam(batchItems, 'uuid')})))`);
  const linked = await db.execute<{ article_id: string; key: string; kind: SuggestedName['kind'] }>(sql`
    SELECT l.article_id, s.key, s.kind FROM ${articleEntitySuggestions} l
    JOIN ${entitySuggestions} s ON s.id = l.suggestion_id
    WHERE l.article_id = ANY(${arrayParam(articleIds, 'uuid')}) AND s.status IN ('pending', 'tagged')`);
  const outletsBefore = groupBy(
    earlier.rows,
    (row) => row.article_id,
    (row) => row.name,
  );
  const namedBefore = groupBy(
    linked.rows,
    (row) => row.article_id,
    (row) => row.key,
  );
  const kindOf = new Map(linked.rows.map((row) => [row.key, row.kind]));

  const entries: { articleId: string; names: SuggestedName[] }[] = [];
  for (const { articleId, own } of stories) {
    const suggested = tag.suggest(
      sourceTexts(own).map((text) => ({ sourceName: text.sourceName, title: text.title, lead: text.text })),
    );
    if (suggested.length === 0) continue;
    const before = outletsBefore.get(articleId) ?? new Set<string>();
    // Only when every report of this batch is from an outlet new to the story is a name it shares with the
    // earlier reports surely named by another outlet.
    const allNewOutlets = before.size > 0 && own.every((item) => !before.has(item.sourceName));
    const earlierNames = namedBefore.get(articleId) ?? new Set<string>();
    entries.push({
      articleId,
      names: suggested.map((name) =>
        allNewOutlets && earlierNames.has(name.key)
          ? // What the earlier reports said it is holds when this one's words do not say.
            {
              ...name,
              kind: name.kind ?? kindOf.get(name.key) ?? null,
              seen: { ...name.seen, sources: name.seen.sources + 1 },
            }
          : name,
      ),
    });
  }
  await suggestNames(db, entries);
}

function groupBy<T>(rows: T[], keyOf: (row: T) => string, valueOf: (row: T) => string) {
  const groups = new Map<string, Set<string>>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, (groups.get(key) ?? new Set()).add(valueOf(row)));
  }
  return groups;
}
