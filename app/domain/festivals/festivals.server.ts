import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { festivalLineup, festivals } from '~/db/schema/festivals';
import type { SaleStatus } from './festival-status';
import { FESTIVAL_PAGE_SIZE, type FestivalListQuery } from './festival-list-query';
import { pageCountOf } from '../catalogue/list-query';
import { matchesListSearch } from '../catalogue/list-search.server';
import { withCover } from '../catalogue/signed-cover.server';
import { festivalBasics } from './festival-columns.server';
import type { FestivalBasics, FestivalRow } from './festival-row';

// The Festivals list (/festivals): published festivals only, filtered and in reader order (upcoming and
// happening soonest first, then past ones most recent first), as cards or as places on the map.

type FestivalFilters = Pick<FestivalListQuery, 'search' | 'country' | 'genre' | 'month'>;

/** The festivals a list's filters select: published, and matching every filter that is set. */
function matching(filters: FestivalFilters): SQL | undefined {
  const month = filters.month === 'all' ? null : `${filters.month}-01`;
  return and(
    eq(festivals.status, 'published'),
    matchesListSearch(festivals.searchVector, filters.search),
    filters.country === 'all' ? undefined : eq(festivals.country, filters.country),
    filters.genre === 'all' ? undefined : sql`${filters.genre} = ANY(${festivals.genres})`,
    // A festival belongs to every month it runs in (June 30 – July 2 is in June and in July).
    month
      ? sql`${festivals.dateStart} < (${month}::date + interval '1 month') AND ${festivals.dateEnd} >= ${month}::date`
      : undefined,
  );
}

const isPastSql = (today: string) => sql<boolean>`${festivals.dateEnd} < ${today}::date`;
const isHappeningSql = (today: string) =>
  sql<boolean>`${festivals.dateStart} <= ${today}::date AND ${festivals.dateEnd} >= ${today}::date`;

/** Upcoming and happening festivals soonest first, then past ones most recent first; name and id break ties. */
const readerOrder = (today: string): SQL[] => [
  isPastSql(today),
  sql`CASE WHEN ${festivals.dateEnd} >= ${today}::date THEN ${festivals.dateStart} END ASC`,
  sql`${festivals.dateStart} DESC`,
  asc(festivals.name),
  asc(festivals.id),
];

/**
 * The festival's id, qualified with its table: Drizzle writes columns of a one-table query unqualified, and in
 * a subquery an unqualified "id" would be the child row's own.
 */
const festivalRowId = sql`${festivals}.id`;

/** What a card shows, the first three acts of the line-up and how many there are, read with the festival. */
const cardColumns = (today: string) => ({
  ...festivalBasics,
  genres: festivals.genres,
  saleStatus: festivals.saleStatus,
  capacity: festivals.capacity,
  description: festivals.description,
  ticketUrl: festivals.ticketUrl,
  coverImageUrl: festivals.coverImageUrl,
  past: isPastSql(today),
  happening: isHappeningSql(today),
  lineup: sql<string[]>`coalesce((
    SELECT array_agg(first.artist_name ORDER BY first.position) FROM (
      SELECT artist_name, position FROM ${festivalLineup} WHERE festival_id = ${festivalRowId}
      ORDER BY position LIMIT 3) AS first), '{}')`,
  lineupCount: sql<number>`(SELECT count(*)::int FROM ${festivalLineup} WHERE festival_id = ${festivalRowId})`,
});

export type FestivalCard = FestivalBasics &
  Pick<FestivalRow, 'genres' | 'saleStatus' | 'capacity' | 'description' | 'ticketUrl' | 'coverImageUrl'> & {
    past: boolean;
    /** Today is one of its days. */
    happening: boolean;
    /** The first three acts of the line-up, in billing order, and the number of acts in all. */
    lineup: string[];
    lineupCount: number;
    cover: ReturnType<typeof withCover>['cover'];
  };

export type FestivalPage = { items: FestivalCard[]; total: number; pageCount: number };

/**
 * One page of the list (twelve festivals) and how many match, in one statement. Undefined for a page past
 * the end (page 1 always exists, empty or not).
 */
export async function listFestivals(
  db: Database,
  query: FestivalFilters & { page: number },
  today: string,
): Promise<FestivalPage | undefined> {
  const rows = await db
    .select({ ...cardColumns(today), total: sql<number>`count(*) OVER ()::int` })
    .from(festivals)
    .where(matching(query))
    .orderBy(...readerOrder(today))
    .limit(FESTIVAL_PAGE_SIZE)
    .offset((query.page - 1) * FESTIVAL_PAGE_SIZE);
  if (rows.length === 0 && query.page > 1) return undefined;
  const total = rows[0]?.total ?? 0;
  return {
    items: rows.map(({ total: _total, ...row }) => withCover(row)),
    total,
    pageCount: pageCountOf(total, FESTIVAL_PAGE_SIZE),
  };
}

/** One published festival as a card (the map's open card), or undefined. */
export async function getFestivalCard(db: Database, slug: string, today: string) {
  const [row] = await db
    .select(cardColumns(today))
    .from(festivals)
    .where(and(eq(festivals.status, 'published'), eq(festivals.slug, slug)));
  return row && withCover(row);
}

/** The most places one map shows: far more festivals than a season has, and a bounded read. */
const MAP_LIMIT = 500;

export type FestivalPlace = {
  slug: string;
  name: string;
  location: string;
  country: string;
  dateStart: string;
  dateEnd: string;
  saleStatus: SaleStatus;
  past: boolean;
  latitude: string | null;
  longitude: string | null;
};

/** Every festival the filters select (no pages: the map shows them all), with where it is, in list order. */
export async function listFestivalPlaces(
  db: Database,
  filters: FestivalFilters,
  today: string,
): Promise<FestivalPlace[]> {
  return db
    .select({
      slug: festivals.slug,
      name: festivals.name,
      location: festivals.location,
      country: festivals.country,
      dateStart: festivals.dateStart,
      dateEnd: festivals.dateEnd,
      saleStatus: festivals.saleStatus,
      past: isPastSql(today),
      latitude: festivals.latitude,
      longitude: festivals.longitude,
    })
    .from(festivals)
    .where(matching(filters))
    .orderBy(...readerOrder(today))
    .limit(MAP_LIMIT);
}

export type FestivalFilterValues = { countries: string[]; genres: string[]; months: string[] };

/**
 * The countries, genres and months (`YYYY-MM`, every month a festival runs in) of the published festivals,
 * each sorted, for the filters' options.
 */
export async function festivalFilterValues(db: Database): Promise<FestivalFilterValues> {
  const { rows } = await db.execute<FestivalFilterValues>(sql`
    WITH shown AS (SELECT country, genres, date_start, date_end FROM ${festivals} WHERE status = 'published')
    SELECT
      (SELECT coalesce(array_agg(DISTINCT country ORDER BY country), '{}') FROM shown) AS countries,
      (SELECT coalesce(array_agg(DISTINCT genre ORDER BY genre), '{}') FROM shown, unnest(genres) AS genre) AS genres,
      (SELECT coalesce(array_agg(DISTINCT to_char(month, 'YYYY-MM') ORDER BY to_char(month, 'YYYY-MM')), '{}')
        FROM shown, generate_series(date_trunc('month', date_start), date_trunc('month', date_end), interval '1 month') AS month
      ) AS months`);
  return rows[0] ?? { countries: [], genres: [], months: [] };
}
