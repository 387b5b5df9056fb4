import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles } from '~/db/schema/content';
import { gearItems } from '~/db/schema/gear';
import { memoUntilContentChanges } from '../reader-writes/content-memo.server';
import { namesGearItem } from './tech-list.server';

const DAY_MS = 86_400_000;
/** How far back the trending tags look. */
const TRENDING_DAYS = 30;

export type TechTrendingTag = { name: string; slug: string; count: number };
export type TechTopic = { category: string; count: number };

/** The tags used on the most tech articles published in the last 30 days, most used first. */
export async function listTechTrendingTags(db: Database, now: Date, limit = 10): Promise<TechTrendingTag[]> {
  const since = new Date(now.getTime() - TRENDING_DAYS * DAY_MS);
  const { rows } = await db.execute<TechTrendingTag>(sql`
    SELECT t.name, t.slug, count(*)::int AS count
    FROM ${articles}
    JOIN article_tags x ON x.article_id = ${articles.id}
    JOIN tags t ON t.id = x.tag_id
    WHERE ${articles.status} = 'published' AND ${articles.category} = 'tech'
      AND ${articles.publishedAt} > ${since} AND ${articles.publishedAt} <= ${now}
    GROUP BY t.id
    ORDER BY count DESC, t.name
    LIMIT ${limit}`);
  return rows;
}

/**
 * How many items of the Tech & Gear list each gear category holds, by the list's own rule
 * (tech-list.server.ts): its published gear items, and the tech articles that name one of them (an article
 * naming two items of a category counts once there). Most first; categories with nothing left out.
 */
async function countTechTopics(db: Database): Promise<TechTopic[]> {
  const { rows } = await db.execute<TechTopic>(sql`
    WITH g AS (SELECT id, brand, model, category FROM ${gearItems} WHERE status = 'published')
    SELECT category, count(*)::int AS count FROM (
      SELECT g.category, g.id AS item FROM g
      UNION ALL
      SELECT DISTINCT g.category, ${articles.id} FROM ${articles} JOIN g ON ${namesGearItem}
      WHERE ${articles.status} = 'published' AND ${articles.category} = 'tech'
    ) AS items
    GROUP BY category
    ORDER BY count DESC, category`);
  return rows;
}

/**
 * The popular topics, read once for every page and filter of the list until published content changes (or
 * five minutes pass: gear items change without that notice): matching every tech article against every gear
 * item is the costliest read of the page.
 */
const memoTopics = memoUntilContentChanges(5 * 60_000, 1, (db: Database, _: null) => countTechTopics(db));

export const listTechTopics = (db: Database): Promise<TechTopic[]> => memoTopics(db, null);
