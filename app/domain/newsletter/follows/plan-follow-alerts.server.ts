import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { unnestRows } from '~/db/array-param.server';
import type { Database } from '~/db/client.server';
import { festivals } from '~/db/schema/festivals';
import { releases } from '~/db/schema/releases';
import { siteSettings } from '~/db/schema/settings';
import { formatDateRange } from '~/domain/festivals/festival-dates';
import { tagSlug } from '~/lib/slug';

const WATERMARK_KEY = 'follow_alerts_watermark';
/**
 * Each run looks this far behind its watermark as well: an item published in a transaction that committed
 * after the last run had read (its `published_at` is when it began) is still found. Seeing an item twice is
 * harmless: the alert's unique key and the item list's set union absorb it.
 */
const OVERLAP_MS = 15 * 60 * 1000;
/** With no watermark yet (the first run ever), a day back; a follow's `active_since` bounds it anyway. */
const FIRST_LOOK_BACK_MS = 24 * 60 * 60 * 1000;

/** Releases and festivals reach their entity's tag by slug (as their pages' news lists do), computed here. */
async function namedItems(db: Database, from: Date, now: Date) {
  const window = (column: typeof releases.publishedAt | typeof festivals.publishedAt) =>
    and(gt(column, from), lte(column, now));
  const [newReleases, newFestivals] = await Promise.all([
    db
      .select()
      .from(releases)
      .where(and(eq(releases.status, 'published'), window(releases.publishedAt))),
    db
      .select()
      .from(festivals)
      .where(and(eq(festivals.status, 'published'), window(festivals.publishedAt))),
  ]);
  return [
    ...newReleases.flatMap((release) =>
      [release.artist, release.label].map((name) => ({
        slug: tagSlug(name),
        publishedAt: release.publishedAt!,
        item: {
          kind: 'release',
          title: `${release.artist} – ${release.title}`,
          path: `/releases/${release.slug}`,
        },
      })),
    ),
    ...newFestivals.map((festival) => ({
      slug: tagSlug(festival.name),
      publishedAt: festival.publishedAt!,
      item: {
        kind: 'festival',
        title: `${festival.name}, ${formatDateRange(festival.dateStart, festival.dateEnd)}`,
        path: `/festivals/${festival.slug}`,
      },
    })),
  ];
}

/**
 * Finds what was published since the watermark (stories by their tags; releases by artist and label;
 * festivals by name) about entities someone follows, and queues at most one alert per subscriber, entity
 * and Berlin day of publication: a new row, or more items on that day's row while it has not gone out. An
 * alert that went out already takes nothing more that day, and an item seen again (the overlap) lands on its
 * own day's row. Followers get only what was published after they started.
 */
export async function planFollowAlerts(db: Database, now = new Date()): Promise<{ queued: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('dropwire:follow-alerts:plan'))`);
    const [mark] = await tx
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, WATERMARK_KEY));
    const last = typeof mark?.value === 'string' ? new Date(mark.value) : undefined;
    const from = new Date(
      last ? Math.min(last.getTime(), now.getTime()) - OVERLAP_MS : now.getTime() - FIRST_LOOK_BACK_MS,
    );
    const named = await namedItems(tx, from, now);
    const { rows } = await tx.execute<{ id: string }>(sql`
      WITH new_items AS (
        SELECT at.tag_id, a.published_at,
          jsonb_build_object('kind', 'story', 'title', a.title, 'path', '/news/' || a.slug) AS item
        FROM articles a JOIN article_tags at ON at.article_id = a.id
        WHERE a.status = 'published' AND a.published_at > ${from} AND a.published_at <= ${now}
        UNION ALL
        SELECT t.id, n.published_at, n.item::jsonb
        FROM ${unnestRows(named, [
          [(entry) => entry.slug, 'text'],
          [(entry) => entry.publishedAt, 'timestamptz'],
          [(entry) => JSON.stringify(entry.item), 'text'],
        ])} AS n(slug, published_at, item)
        JOIN tags t ON t.slug = n.slug),
      targets AS (
        SELECT f.subscriber_id, f.tag_id, (n.published_at AT TIME ZONE 'Europe/Berlin')::date AS day,
          s.frequency, jsonb_agg(DISTINCT n.item) AS items
        FROM new_items n
        JOIN follows f ON f.tag_id = n.tag_id AND f.status = 'active' AND f.active_since <= n.published_at
        JOIN newsletter_subscribers s ON s.id = f.subscriber_id AND s.status = 'confirmed'
          AND (s.paused_until IS NULL OR s.paused_until <= ${now})
        GROUP BY 1, 2, 3, s.frequency)
      INSERT INTO follow_alerts AS fa (subscriber_id, tag_id, day, mode, items)
      SELECT subscriber_id, tag_id, day, CASE WHEN frequency = 'instant' THEN 'instant' ELSE 'daily' END, items
      FROM targets
      ON CONFLICT (subscriber_id, tag_id, day) DO UPDATE
        SET items = (SELECT jsonb_agg(DISTINCT e) FROM jsonb_array_elements(fa.items || excluded.items) e)
        WHERE fa.status = 'queued' AND NOT fa.items @> excluded.items
      RETURNING fa.id`);
    await tx.execute(sql`
      INSERT INTO ${siteSettings} (key, value) VALUES (${WATERMARK_KEY}, to_jsonb(${now.toISOString()}::text))
      ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()
        WHERE (${siteSettings.value} #>> '{}')::timestamptz < ${now}`);
    return { queued: rows.length };
  });
}
