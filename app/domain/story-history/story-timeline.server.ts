import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { memoUntilContentChanges } from '~/domain/reader-writes/content-memo.server';
import { slugify } from '~/lib/slug';
import { type Fact } from './report-facts';
import { reportAdditions } from './report-additions';
import {
  ENTITY_TAG_KINDS,
  followUps,
  type LinkedStory,
  type TaggedStories,
  type Thread,
  threadOf,
} from './story-links';

/** Stories read per entity tag, nearest in time first: enough for follow-ups and a thread, bounded for a big tag. */
const NEAREST_PER_TAG = 40;

export type TimelineReport = {
  outlet: string;
  /** The outlet's record page (`/sources/{slug}`), when the report came through a followed source. */
  outletSlug: string | null;
  url: string;
  headline: string;
  reportedAt: string | null;
  first: boolean;
  added: Pick<Fact, 'kind' | 'text'>[];
};
export type TimelineCorrection = { at: string; note: string };
export type StoryTimeline = {
  reports: TimelineReport[];
  corrections: TimelineCorrection[];
  before: LinkedStory[];
  after: LinkedStory[];
  thread: Thread | undefined;
};

type Row = {
  reports: {
    outlet: string;
    source_name: string | null;
    url: string;
    headline: string | null;
    lead: string | null;
    body: string | null;
    language: string | null;
    reported_at: string | null;
  }[];
  corrections: { at: string; note: string | null }[];
  tagged: TaggedStories[];
  /** When the story broke: its first report, or the article's publication when it has no story. */
  reported_at: string;
};

const entityKinds = sql.raw(ENTITY_TAG_KINDS.map((kind) => `'${kind}'`).join(', '));

/**
 * The one statement of a story's timeline: its reports with their items' words, oldest first; every
 * correction the desk made to its published article (the audit log, by the entity index); and, for each of
 * its entity tags, the other published stories nearest in time. Each part reads by an index: article_sources
 * by article, feed_items and sources by key, audit_events by (entity_type, entity_id), article_tags by tag.
 */
async function readTimeline(db: Database, article: { id: string; publishedAt: string }): Promise<Row> {
  const { rows } = await db.execute<Row>(sql`
    WITH own AS (
      SELECT coalesce(st.first_seen_at, a.published_at, ${article.publishedAt}::timestamptz) AS at
      FROM articles a LEFT JOIN stories st ON st.id = a.story_id
      WHERE a.id = ${article.id}
    )
    SELECT
      (SELECT at FROM own) AS reported_at,
      coalesce((
        SELECT json_agg(json_build_object('outlet', s.name, 'source_name', src.name, 'url', s.url,
            'headline', fi.title, 'lead', fi.summary, 'body', left(fi.content_text, 4000), 'language', fi.language,
            'reported_at', s.published_at)
          ORDER BY s.published_at ASC NULLS LAST, s.position, s.created_at)
        FROM article_sources s
        LEFT JOIN feed_items fi ON fi.id = s.feed_item_id
        LEFT JOIN sources src ON src.id = fi.source_id
        WHERE s.article_id = ${article.id}
      ), '[]'::json) AS reports,
      coalesce((
        SELECT json_agg(json_build_object('at', e.created_at, 'note', e.after->>'correctionNote')
          ORDER BY e.created_at)
        FROM audit_events e
        WHERE e.entity_type = 'article' AND e.entity_id = ${article.id}::text AND e.action = 'article.correct'
      ), '[]'::json) AS corrections,
      coalesce((
        SELECT json_agg(json_build_object('tag', json_build_object('name', t.name, 'slug', t.slug),
            'stories', near.stories) ORDER BY t.kind, t.name)
        FROM article_tags mine
        JOIN tags t ON t.id = mine.tag_id AND t.kind IN (${entityKinds})
        CROSS JOIN LATERAL (
          SELECT coalesce(json_agg(json_build_object('slug', n.slug, 'title', n.title,
              'publishedAt', n.published_at, 'reportedAt', n.reported_at, 'tag', t.name)), '[]'::json) AS stories
          FROM (
            SELECT a.slug, a.title, a.published_at, coalesce(st.first_seen_at, a.published_at) AS reported_at
            FROM article_tags other JOIN articles a ON a.id = other.article_id
            LEFT JOIN stories st ON st.id = a.story_id
            WHERE other.tag_id = mine.tag_id AND a.status = 'published' AND a.id <> ${article.id}
            ORDER BY abs(extract(epoch FROM coalesce(st.first_seen_at, a.published_at) - (SELECT at FROM own)))
            LIMIT ${NEAREST_PER_TAG}
          ) n
        ) near
        WHERE mine.article_id = ${article.id}
      ), '[]'::json) AS tagged
  `);
  return rows[0]!;
}

/** The article as its timeline needs it; `correction` is the note shown now, kept even without an audit entry. */
export type TimelineArticle = {
  id: string;
  slug: string;
  publishedAt: string;
  correction: TimelineCorrection | null;
};

/** Every correction in the audit log, oldest first, and the current note if the log lacks it (seeded, restored). */
function corrections(row: Row, current: TimelineCorrection | null): TimelineCorrection[] {
  const logged = row.corrections
    .filter((correction) => correction.note)
    .map((correction) => ({ at: iso(correction.at)!, note: correction.note! }));
  return current && !logged.some((correction) => correction.note === current.note)
    ? [...logged, current]
    : logged;
}

const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);

/** The timeline as readers see it: what each report added, corrections, follow-ups and the story's thread. */
function composeTimeline(row: Row, article: TimelineArticle): StoryTimeline {
  const added = reportAdditions(
    row.reports.map((report) => ({
      headline: report.headline ?? '',
      lead: report.lead ?? '',
      body: report.body ?? '',
      language: report.language,
    })),
  );
  const reportedAt = iso(row.reported_at) ?? article.publishedAt;
  const tagged = row.tagged.map(({ tag, stories }) => ({
    tag,
    stories: stories.map((story) => ({
      ...story,
      publishedAt: iso(story.publishedAt)!,
      reportedAt: iso(story.reportedAt)!,
    })),
  }));
  return {
    reports: row.reports.map((report, index) => ({
      outlet: report.outlet,
      outletSlug: report.source_name ? slugify(report.source_name) || null : null,
      url: report.url,
      headline: report.headline ?? report.outlet,
      reportedAt: iso(report.reported_at),
      first: index === 0,
      added: added[index]!.map(({ kind, text }) => ({ kind, text })),
    })),
    corrections: corrections(row, article.correction),
    ...followUps(reportedAt, article.slug, tagged),
    thread: threadOf(article.slug, reportedAt, tagged),
  };
}

/** A published article's timeline, read once per content version for many readers. */
export function storyTimeline(db: Database, article: TimelineArticle): Promise<StoryTimeline> {
  // Only what the timeline depends on is its key (the article's body is not).
  const { id, slug, publishedAt, correction } = article;
  return rememberedTimeline(db, { id, slug, publishedAt, correction });
}

const rememberedTimeline = memoUntilContentChanges(
  5_000,
  256,
  async (db: Database, article: TimelineArticle) => composeTimeline(await readTimeline(db, article), article),
);
