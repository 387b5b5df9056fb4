import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { preparedPerDatabase } from '~/db/prepared.server';
import { releases, releaseTracks } from '~/db/schema/releases';
import { listReleaseNews } from './release-news.server';
import { platformLinks, playablePreview, youtubeVideoId, type PlatformLink } from './release-media';
import { RELEASES_PAGE_SIZE, type ReleaseQuery } from './release-query';
import { matchesListSearch } from '../catalogue/list-search.server';
import { pageCountOf } from '../catalogue/list-query';
import { withCover } from '../catalogue/signed-cover.server';
import type { ArticleCard } from '../articles/article-cards.server';
import { memoPageRead } from '../reader-writes/content-memo.server';

// Releases for readers: published only, newest release date first.

const published = eq(releases.status, 'published');

/**
 * Newest release date first, the id breaking ties so pages never overlap. `DESC NULLS LAST` is the partial
 * index's own order (releases_date_idx): a bare DESC would mean NULLS FIRST and skip it.
 */
const newestFirst: SQL[] = [
  sql`${releases.releaseDate} DESC NULLS LAST`,
  sql`${releases.id} DESC NULLS LAST`,
];

const cardColumns = {
  id: releases.id,
  slug: releases.slug,
  title: releases.title,
  artist: releases.artist,
  label: releases.label,
  genre: releases.genre,
  version: releases.version,
  releaseDate: releases.releaseDate,
  coverImageUrl: releases.coverImageUrl,
  previewUrl: releases.previewUrl,
  embedId: releases.embedId,
};

type CardRow = Pick<typeof releases.$inferSelect, keyof typeof cardColumns>;

/** A release as a list shows it: what the card prints, its signed cover and what its Play button plays. */
function toCard({ previewUrl, embedId, ...row }: CardRow) {
  return { ...withCover(row), preview: playablePreview(previewUrl), videoId: youtubeVideoId(embedId) };
}

export type ReleaseCard = ReturnType<typeof toCard>;

/** The list's filters: a genre and a label matched without regard to case, and the search box's words. */
function listWhere(query: Pick<ReleaseQuery, 'search' | 'genre' | 'label'>) {
  return and(
    published,
    query.genre === 'all' ? undefined : sql`lower(${releases.genre}) = lower(${query.genre})`,
    query.label === 'all' ? undefined : sql`lower(${releases.label}) = lower(${query.label})`,
    matchesListSearch(releases.searchVector, query.search),
  );
}

export type ReleaseList = {
  items: ReleaseCard[];
  total: number;
  pageCount: number;
  /** Genres and labels of all published releases, for the filters' options. */
  genres: string[];
  labels: string[];
};

/**
 * One page of the Releases list, with how many releases match and the genres and labels the filters offer;
 * undefined when the page lies past the end (page 1 always exists). Two statements at once: the page, and
 * one pass over the published releases that counts the matches and collects the options.
 */
export async function listReleasePage(db: Database, query: ReleaseQuery): Promise<ReleaseList | undefined> {
  const [rows, [summary]] = await Promise.all([
    db
      .select(cardColumns)
      .from(releases)
      .where(listWhere(query))
      .orderBy(...newestFirst)
      .limit(RELEASES_PAGE_SIZE)
      .offset((query.page - 1) * RELEASES_PAGE_SIZE),
    db
      .select({
        total: sql<number>`(count(*) FILTER (WHERE ${listWhere(query)}))::int`,
        genres: sql<string[]>`coalesce(array_agg(DISTINCT ${releases.genre}), '{}')`,
        labels: sql<string[]>`coalesce(array_agg(DISTINCT ${releases.label}), '{}')`,
      })
      .from(releases)
      .where(published),
  ]);
  if (query.page > 1 && rows.length === 0) return undefined;
  const total = summary?.total ?? 0;
  return {
    items: rows.map(toCard),
    total,
    pageCount: pageCountOf(total, RELEASES_PAGE_SIZE),
    genres: summary?.genres ?? [],
    labels: summary?.labels ?? [],
  };
}

export type ReleaseTrack = {
  position: number;
  title: string;
  durationSeconds: number | null;
  featured: boolean;
};

/**
 * A selected column: the release's tracks in order, as JSON, so the page reads them in the same statement.
 * The outer id is named with its table: Drizzle writes a lone table's columns unqualified, and a bare "id"
 * inside the subquery would be the track's.
 */
const tracksJson = sql<ReleaseTrack[]>`coalesce((
  SELECT json_agg(json_build_object('position', t.position, 'title', t.title,
    'durationSeconds', t.duration_seconds, 'featured', t.featured) ORDER BY t.position)
  FROM ${releaseTracks} t WHERE t.release_id = ${releases}.id), '[]'::json)`;

/** A release page's own row, with its tracks: run for every view of the page. */
const publishedReleaseQuery = preparedPerDatabase((db) =>
  db
    .select({
      ...cardColumns,
      description: releases.description,
      aboutArtist: releases.aboutArtist,
      durationSeconds: releases.durationSeconds,
      platforms: releases.platforms,
      updatedAt: releases.updatedAt,
      tracks: tracksJson,
    })
    .from(releases)
    .where(and(published, eq(releases.slug, sql.placeholder('slug'))))
    .limit(1)
    .prepare('published_release'),
);

async function findPublishedRelease(db: Database, slug: string) {
  const [row] = await publishedReleaseQuery(db).execute({ slug });
  if (!row) return undefined;
  const { platforms, durationSeconds, tracks, updatedAt, ...card } = row;
  return {
    ...toCard(card),
    description: card.description,
    aboutArtist: card.aboutArtist,
    // The stored total, or the tracks' sum when it was not given.
    durationSeconds:
      durationSeconds ??
      (tracks.length > 0 ? tracks.reduce((sum, track) => sum + (track.durationSeconds ?? 0), 0) : null),
    platforms: platformLinks(platforms) satisfies PlatformLink[],
    tracks,
    updatedAt: updatedAt.toISOString(),
  };
}

export type ReleaseDetail = NonNullable<Awaited<ReturnType<typeof findPublishedRelease>>>;

/** Up to `limit` other published releases: by the same artist first, then on the same label, then of the genre. */
export async function listAlsoLike(
  db: Database,
  release: Pick<ReleaseDetail, 'id' | 'artist' | 'label' | 'genre'>,
  limit = 4,
): Promise<ReleaseCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(releases)
    .where(
      and(
        published,
        ne(releases.id, release.id),
        or(
          eq(releases.artist, release.artist),
          eq(releases.label, release.label),
          eq(releases.genre, release.genre),
        ),
      ),
    )
    .orderBy(
      sql`CASE WHEN ${releases.artist} = ${release.artist} THEN 0 WHEN ${releases.label} = ${release.label} THEN 1 ELSE 2 END`,
      ...newestFirst,
    )
    .limit(limit);
  return rows.map(toCard);
}

export type ReleasePage = { release: ReleaseDetail; news: ArticleCard[]; alsoLike: ReleaseCard[] };

export const getReleasePage = memoPageRead(readReleasePage);

/**
 * A published release by its slug with its tracks, the news about its artist or label and the releases a
 * reader may also like; undefined for an unknown slug or a release that is not published.
 */
async function readReleasePage(db: Database, slug: string): Promise<ReleasePage | undefined> {
  const release = await findPublishedRelease(db, slug);
  if (!release) return undefined;
  const [news, alsoLike] = await Promise.all([listReleaseNews(db, release), listAlsoLike(db, release)]);
  return { release, news, alsoLike };
}
