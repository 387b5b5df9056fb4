import { randomUUID } from 'node:crypto';
import type { Database } from '../../app/db/client.server';
import { articles, articleTags, tags } from '../../app/db/schema/content';
import {
  festivalFaq,
  festivalLineup,
  festivals,
  festivalSchedule,
  festivalStages,
  festivalTicketTypes,
} from '../../app/db/schema/festivals';
import { buildArticle, buildTag } from '../../app/db/seed/builders';
import { calendarDay } from '../../app/domain/festivals/festival-status';
import { slugify } from '../../app/lib/slug';

// Festivals around today (the pages compare with the real clock): past, on now, coming, one across a month's
// end, one without a place, one draft, and fillers enough for two pages.

type FestivalRow = typeof festivals.$inferInsert & { id: string; slug: string; name: string };

export const today = calendarDay(new Date());

/** The calendar day `days` from today. */
export function dayFromToday(days: number): string {
  const at = new Date(`${today}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The last day of the month three months from now, and the month after it (`YYYY-MM`). */
function monthEnd(): { lastDay: string; month: string; nextMonth: string } {
  const at = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() + 4);
  at.setUTCDate(0);
  const lastDay = at.toISOString().slice(0, 10);
  at.setUTCDate(at.getUTCDate() + 1);
  return { lastDay, month: lastDay.slice(0, 7), nextMonth: at.toISOString().slice(0, 7) };
}
export const straddle = monthEnd();

function buildFestival(
  name: string,
  from: number | string,
  to: number | string,
  overrides: Partial<FestivalRow> = {},
): FestivalRow {
  return {
    id: randomUUID(),
    slug: slugify(name),
    name,
    location: 'Testville',
    venue: 'Test Park',
    country: 'Netherlands',
    dateStart: typeof from === 'number' ? dayFromToday(from) : from,
    dateEnd: typeof to === 'number' ? dayFromToday(to) : to,
    genres: ['Trance'],
    saleStatus: 'on_sale',
    capacity: 10_000,
    website: `https://${slugify(name)}.example`,
    ticketUrl: `https://${slugify(name)}.example/tickets`,
    description: `${name}, a festival of the tests.`,
    gettingThere: 'Take the train.\n\nOr cycle.',
    latitude: '52.1',
    longitude: '5.1',
    status: 'published',
    publishedAt: new Date(),
    ...overrides,
  };
}

export const longAgo = buildFestival('Long Ago Rave', -400, -398, {
  country: 'Germany',
  genres: ['Techno'],
  latitude: '52.52',
  longitude: '13.40',
});
export const justEnded = buildFestival('Just Ended Weekender', -10, -8, {
  country: 'UK',
  genres: ['House'],
  saleStatus: 'sold_out',
  latitude: '51.5',
  longitude: '-0.12',
});
export const onNow = buildFestival('On Now Festival', -1, 1, {
  location: 'Boom',
  venue: 'De Schorre',
  country: 'Belgium',
  genres: ['Techno', 'House'],
  description: 'Three days by the lake; bring a raincoat, and your friends.',
  latitude: '51.0883',
  longitude: '4.3776',
  coverImageUrl: '/images/covers/cover-03.svg',
});
export const sonar = buildFestival('Sónar Test', 20, 22, {
  location: 'Barcelona',
  venue: 'Fira Montjuïc',
  country: 'Spain',
  genres: ['Multi-Genre'],
  saleStatus: 'sold_out',
  latitude: '41.3729',
  longitude: '2.1514',
});
export const straddler = buildFestival('Month End Gathering', straddle.lastDay, `${straddle.nextMonth}-02`, {
  country: 'Croatia',
  genres: ['Drum & Bass'],
  saleStatus: 'coming_soon',
  latitude: '45.8',
  longitude: '15.98',
});
export const nowhere = buildFestival('Nowhere Yet', 40, 41, {
  latitude: null,
  longitude: null,
  saleStatus: 'cancelled',
});
export const draft = buildFestival('Draft Fest', 5, 6, { status: 'draft', publishedAt: null });
export const fillers = Array.from({ length: 10 }, (_, i) =>
  buildFestival(`Filler ${String(i + 1).padStart(2, '0')}`, 50 + i, 51 + i),
);

export const published = [longAgo, justEnded, onNow, sonar, straddler, nowhere, ...fillers];

/** Reader order: on now and coming soonest first, then past ones most recent first. */
export const readerOrder = [onNow, sonar, nowhere, ...fillers, straddler, justEnded, longAgo].sort((a, b) => {
  const aPast = a.dateEnd! < today;
  const bPast = b.dateEnd! < today;
  if (aPast !== bPast) return aPast ? 1 : -1;
  return aPast ? b.dateStart!.localeCompare(a.dateStart!) : a.dateStart!.localeCompare(b.dateStart!);
});

export const onNowLineup = ['Headliner One', 'Headliner Two', 'Support Act', 'Early Opener', 'Warm Up'];
export const festivalTag = buildTag(onNow.name, 'festival');
export const festivalStory = buildArticle({
  title: 'On Now Festival opens its gates',
  category: 'festivals',
  publishedAt: new Date(Date.now() - 3_600_000),
});
export const draftStory = buildArticle({
  title: 'On Now Festival draft',
  status: 'draft',
  publishedAt: null,
});

export async function insertFestivalFixtures(db: Database): Promise<void> {
  await db.insert(festivals).values([...published, draft]);
  await db.insert(festivalLineup).values([
    ...onNowLineup.map((artistName, position) => ({
      festivalId: onNow.id,
      artistName,
      tier:
        position < 2 ? ('headliner' as const) : position < 3 ? ('support' as const) : ('undercard' as const),
      position,
    })),
    { festivalId: sonar.id, artistName: 'Solo Act', tier: 'headliner' as const, position: 0 },
  ]);
  await db.insert(festivalStages).values([
    { festivalId: onNow.id, name: 'Lakeside', description: 'By the water.', position: 0 },
    { festivalId: onNow.id, name: 'The Barn', description: 'Under a roof.', position: 1 },
  ]);
  await db.insert(festivalSchedule).values([
    { festivalId: onNow.id, day: 'Day 2', date: dayFromToday(0), highlights: ['Headliner Two'] },
    {
      festivalId: onNow.id,
      day: 'Day 1',
      date: dayFromToday(-1),
      highlights: ['Headliner One', 'Support Act'],
    },
  ]);
  await db.insert(festivalTicketTypes).values([
    {
      festivalId: onNow.id,
      name: 'Weekend Pass',
      priceCents: 24_900,
      currency: 'EUR',
      description: 'All three days.',
      position: 1,
    },
    {
      festivalId: onNow.id,
      name: 'Day Ticket',
      priceCents: 9_950,
      currency: 'EUR',
      description: 'One day.',
      position: 0,
    },
    {
      festivalId: sonar.id,
      name: 'Day Ticket',
      priceCents: 8_000,
      currency: 'EUR',
      description: 'One day.',
      position: 0,
    },
  ]);
  await db
    .insert(festivalFaq)
    .values([
      { festivalId: onNow.id, question: 'Is there camping?', answer: 'Yes, by the lake.', position: 0 },
    ]);
  await db.insert(tags).values(festivalTag);
  await db.insert(articles).values([festivalStory, draftStory]);
  await db.insert(articleTags).values([
    { articleId: festivalStory.id, tagId: festivalTag.id },
    { articleId: draftStory.id, tagId: festivalTag.id },
  ]);
}
