import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { preparedPerDatabase } from '~/db/prepared.server';
import { articles, articleTags, tags } from '~/db/schema/content';
import {
  festivalFaq,
  festivalLineup,
  festivals,
  festivalSchedule,
  festivalStages,
  festivalTicketTypes,
  type lineupTiers,
} from '~/db/schema/festivals';
import { tagSlug } from '~/lib/slug';
import { newestFirstById, published, selectCards, toCard } from '../articles/article-cards.server';
import type { SaleStatus } from './festival-status';
import { parseCoordinates } from './festival-map';
import { withCover } from '../catalogue/signed-cover.server';
import { festivalBasics } from './festival-columns.server';
import { memoPageRead } from '../reader-writes/content-memo.server';

// One festival's page (/festivals/{slug} and its tabs): the festival with everything its tabs show, read in one
// statement, and the newsroom's published articles about it.

export type LineupAct = { artistName: string; tier: (typeof lineupTiers)[number] };
export type Stage = { name: string; description: string };
export type ScheduleDay = { day: string; date: string; highlights: string[] };
export type TicketType = { name: string; priceCents: number; currency: string; description: string };
export type FaqEntry = { question: string; answer: string };

/**
 * The festival's id, qualified with its table: Drizzle writes columns of a one-table query unqualified, and in
 * a subquery an unqualified "id" would be the child row's own.
 */
const festivalRowId = sql`${festivals}.id`;

/** A child table's rows of this festival as a JSON array, in their order: one statement reads them all. */
const children = <T>(rows: SQL) => sql<T[]>`coalesce((${rows}), '[]'::json)`;

/** A festival page's own row, with its lineup, stages, schedule, tickets and FAQ: run for every view. */
const publishedFestivalQuery = preparedPerDatabase((db) =>
  db
    .select({
      ...festivalBasics,
      genres: festivals.genres,
      coverImageUrl: festivals.coverImageUrl,
      saleStatus: festivals.saleStatus,
      capacity: festivals.capacity,
      website: festivals.website,
      ticketUrl: festivals.ticketUrl,
      description: festivals.description,
      ageLimit: festivals.ageLimit,
      gettingThere: festivals.gettingThere,
      latitude: festivals.latitude,
      longitude: festivals.longitude,
      updatedAt: festivals.updatedAt,
      lineup: children<LineupAct>(sql`
        SELECT json_agg(json_build_object('artistName', artist_name, 'tier', tier) ORDER BY position, artist_name)
        FROM ${festivalLineup} WHERE festival_id = ${festivalRowId}`),
      stages: children<Stage>(sql`
        SELECT json_agg(json_build_object('name', name, 'description', description) ORDER BY position, name)
        FROM ${festivalStages} WHERE festival_id = ${festivalRowId}`),
      schedule: children<ScheduleDay>(sql`
        SELECT json_agg(json_build_object('day', day, 'date', date, 'highlights', highlights) ORDER BY date, day)
        FROM ${festivalSchedule} WHERE festival_id = ${festivalRowId}`),
      ticketTypes: children<TicketType>(sql`
        SELECT json_agg(json_build_object('name', name, 'priceCents', price_cents, 'currency', currency,
          'description', description) ORDER BY position, price_cents)
        FROM ${festivalTicketTypes} WHERE festival_id = ${festivalRowId}`),
      faq: children<FaqEntry>(sql`
        SELECT json_agg(json_build_object('question', question, 'answer', answer) ORDER BY position)
        FROM ${festivalFaq} WHERE festival_id = ${festivalRowId}`),
    })
    .from(festivals)
    .where(and(eq(festivals.slug, sql.placeholder('slug')), eq(festivals.status, 'published')))
    .prepare('published_festival'),
);

export const getPublishedFestival = memoPageRead(readPublishedFestival);

/** A published festival by its slug, with line-up, stages, schedule, ticket types and FAQ; or undefined. */
async function readPublishedFestival(db: Database, slug: string) {
  const [row] = await publishedFestivalQuery(db).execute({ slug });
  if (!row) return undefined;
  const { latitude, longitude, saleStatus, ...rest } = row;
  const place = parseCoordinates(latitude, longitude);
  return {
    ...withCover(rest),
    saleStatus: saleStatus as SaleStatus,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
  };
}

export type FestivalDetail = NonNullable<Awaited<ReturnType<typeof getPublishedFestival>>>;

/** How many of a festival's articles its page lists. */
const FESTIVAL_NEWS_SHOWN = 3;

export const listFestivalNews = memoPageRead(readFestivalNews);

/**
 * The newest published articles about a festival: those the newsroom tagged with it (a `festival` tag whose
 * slug is the festival's name as a tag slug, as the classifier and the seed name them). Also the tag's slug,
 * for a link to all of them, when there are any.
 */
async function readFestivalNews(db: Database, festivalName: string) {
  const slug = tagSlug(festivalName);
  const rows = await selectCards(db)
    .innerJoin(articleTags, eq(articleTags.articleId, articles.id))
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(and(published, eq(tags.slug, slug), eq(tags.kind, 'festival')))
    .orderBy(...newestFirstById)
    .limit(FESTIVAL_NEWS_SHOWN);
  return { tagSlug: rows.length > 0 ? slug : null, articles: rows.map(toCard) };
}
