import { randomUUID } from 'node:crypto';

/** A pg client or pool: the integration tests pass their pool, the desk specs a client of the desk's server. */
export type Queryable = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
};

export type DraftItem = { title: string; sourceName: string; minutesAgo?: number; text?: string };

export type DraftStory = {
  articleId: string;
  storyId: string;
  slug: string;
  itemIds: string[];
  title: string;
};

/**
 * A story as the newsroom leaves it for an editor: one inactive source per report (never crawled, so a
 * server's worker leaves it alone), the items, the story, and its draft article crediting every report.
 * Names carry a random suffix, so specs and tests that share a database never meet each other's stories.
 */
export async function insertDraftStory(
  db: Queryable,
  options: {
    title: string;
    items: DraftItem[];
    category?: string;
    status?: 'draft' | 'in_review' | 'published';
    aiAssisted?: boolean;
    /** Minutes before now the draft was made (the queue's order). */
    createdMinutesAgo?: number;
  },
): Promise<DraftStory> {
  const run = randomUUID().slice(0, 8);
  const storyId = randomUUID();
  const articleId = randomUUID();
  const at = (minutes = 0) => new Date(Date.now() - minutes * 60_000).toISOString();
  // Reports an hour ago, a minute apart, unless told otherwise.
  const times = options.items.map((item, index) => at(item.minutesAgo ?? 60 - index));
  const itemIds: string[] = [];
  for (const [index, item] of options.items.entries()) {
    const sourceId = randomUUID();
    const feedUrl = `http://127.0.0.1:9/desk-${run}-${index}.xml`;
    await db.query(
      `INSERT INTO sources (id, name, url, host, is_active) VALUES ($1, $2, $3, '127.0.0.1:9', false)`,
      [sourceId, item.sourceName, feedUrl],
    );
    const itemId = randomUUID();
    const url = `https://${item.sourceName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example/${run}-${index}`;
    const text = item.text ?? `${item.title}. Reported by ${item.sourceName}.`;
    await db.query(
      `INSERT INTO feed_items (id, source_id, guid, url, canonical_url, title, summary, content_html, content_text,
         content_hash, signature, published_at, story_id, language)
       VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $6, $8, '\\x00'::bytea, $9, NULL, 'en')`,
      [
        itemId,
        sourceId,
        `${run}-${index}`,
        url,
        item.title,
        text,
        `<p>${text}</p>`,
        `hash-${run}-${index}`,
        times[index],
      ],
    );
    itemIds.push(itemId);
  }
  const order = times.map((time, index) => ({ time, index })).sort((a, b) => a.time.localeCompare(b.time));
  await db.query(
    `INSERT INTO stories (id, title, category, first_item_id, first_seen_at, last_item_at, item_count)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      storyId,
      options.title,
      options.category ?? 'news',
      itemIds[order[0]!.index],
      order[0]!.time,
      order.at(-1)!.time,
      itemIds.length,
    ],
  );
  await db.query(`UPDATE feed_items SET story_id = $1 WHERE id = ANY($2::uuid[])`, [storyId, itemIds]);
  const slug = `${options.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${run}`;
  const status = options.status ?? 'draft';
  await db.query(
    `INSERT INTO articles (id, slug, title, summary, content, category, status, published_at, story_id, is_ai_assisted,
       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
    [
      articleId,
      slug,
      options.title,
      `${options.title}: the lead.`,
      `<p>${options.title}: the body.</p>`,
      options.category ?? 'news',
      status,
      status === 'published' ? at(5) : null,
      storyId,
      options.aiAssisted ?? false,
      at(options.createdMinutesAgo ?? 0),
    ],
  );
  await db.query(`UPDATE stories SET article_id = $1 WHERE id = $2`, [articleId, storyId]);
  for (const [index, item] of options.items.entries())
    await db.query(
      `INSERT INTO article_sources (article_id, name, url, feed_item_id, position, published_at)
       SELECT $1, $2, url, id, $3, published_at FROM feed_items WHERE id = $4`,
      [articleId, item.sourceName, index, itemIds[index]],
    );
  return { articleId, storyId, slug, itemIds, title: options.title };
}
