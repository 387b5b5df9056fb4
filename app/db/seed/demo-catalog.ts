import { randomUUID } from 'node:crypto';
import { slugify } from '~/lib/slug';
import type { chartEntries, charts } from '../schema/charts';
import type {
  festivalFaq,
  festivalLineup,
  festivals as festivalsTable,
  festivalSchedule,
  festivalStages,
  festivalTicketTypes,
} from '../schema/festivals';
import type { gearItems, reviewRetailers, reviews } from '../schema/gear';
import type { interviews } from '../schema/interviews';
import type { releases, releaseTracks } from '../schema/releases';
import type { GearDealRow, ProfileRow } from './builders';
import type { Random } from './random';
import { artists, festivals, gear, labels, releaseGenres } from './vocabulary';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export type DemoCatalog = {
  releases: Insert<typeof releases>[];
  releaseTracks: Insert<typeof releaseTracks>[];
  festivals: Insert<typeof festivalsTable>[];
  festivalLineup: Insert<typeof festivalLineup>[];
  festivalStages: Insert<typeof festivalStages>[];
  festivalSchedule: Insert<typeof festivalSchedule>[];
  festivalTicketTypes: Insert<typeof festivalTicketTypes>[];
  festivalFaq: Insert<typeof festivalFaq>[];
  gearItems: Insert<typeof gearItems>[];
  reviews: Insert<typeof reviews>[];
  reviewRetailers: Insert<typeof reviewRetailers>[];
  interviews: Insert<typeof interviews>[];
  charts: Insert<typeof charts>[];
  chartEntries: Insert<typeof chartEntries>[];
  gearDeals: GearDealRow[];
};

const day = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const cover = (n: number) => `/images/covers/cover-${String((n % 16) + 1).padStart(2, '0')}.svg`;
const trackWords = [
  'Afterglow',
  'Nightshift',
  'Pressure',
  'Satellite',
  'Lumen',
  'Undertow',
  'Strobe',
  'Velvet',
  'Orbit',
  'Echo Chamber',
  'Low Sun',
  'Warehouse',
];

function isoWeek(date: Date): { year: number; week: number } {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + 4 - (d.getUTCDay() || 7));
  const yearStart = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
  return { year: d.getUTCFullYear(), week: Math.ceil(((d.getTime() - yearStart.getTime()) / day + 1) / 7) };
}

export function buildDemoCatalog(random: Random, now: Date, authors: ProfileRow[]): DemoCatalog {
  const catalog: DemoCatalog = {
    releases: [],
    releaseTracks: [],
    festivals: [],
    festivalLineup: [],
    festivalStages: [],
    festivalSchedule: [],
    festivalTicketTypes: [],
    festivalFaq: [],
    gearItems: [],
    reviews: [],
    reviewRetailers: [],
    interviews: [],
    charts: [],
    chartEntries: [],
    gearDeals: [],
  };
  const publishedAt = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
  const taken = new Set<string>();
  // Demo names repeat by chance; slugs are unique per table, so number the repeats.
  const uniqueSlug = (text: string) => {
    let slug = slugify(text);
    for (let n = 2; taken.has(slug); n++) slug = `${slugify(text)}-${n}`;
    taken.add(slug);
    return slug;
  };

  for (let i = 0; i < 16; i++) {
    const artist = artists[(i * 7) % artists.length] as string;
    const title = `${random.pick(trackWords)} ${random.pick(['EP', 'LP', '', 'Remixes'])}`.trim();
    const id = randomUUID();
    const trackCount = random.int(2, 8);
    const durations = Array.from({ length: trackCount }, () => random.int(300, 480));
    catalog.releases.push({
      id,
      slug: uniqueSlug(`${artist} ${title}`),
      title,
      artist,
      label: labels[i % labels.length] as string,
      releaseDate: isoDate(publishedAt(i * 5 - 10)),
      genre: releaseGenres[i % releaseGenres.length] as string,
      coverImageUrl: cover(i),
      version: random.pick(['Original Mix', 'Extended Mix', 'Club Mix']),
      platforms: {
        spotify: `https://open.spotify.example/album/${id}`,
        beatport: `https://beatport.example/release/${id}`,
      },
      description: `${artist} delivers ${trackCount} tracks of ${releaseGenres[i % releaseGenres.length]?.toLowerCase()} built for peak time.`,
      durationSeconds: durations.reduce((a, b) => a + b, 0),
      status: 'published',
      publishedAt: publishedAt(i * 5),
    });
    durations.forEach((durationSeconds, position) => {
      catalog.releaseTracks.push({
        releaseId: id,
        position: position + 1,
        title: `${random.pick(trackWords)}${position ? ` (${random.pick(['Dub', 'Edit', 'Remix', 'Reprise'])})` : ''}`,
        durationSeconds,
        featured: position === 0,
      });
    });
  }

  festivals.forEach((festival, i) => {
    const id = randomUUID();
    const start = new Date(now.getTime() + (i * 24 - 40) * day);
    const days = random.int(2, 4);
    catalog.festivals.push({
      id,
      slug: uniqueSlug(`${festival.name} ${start.getUTCFullYear()}`),
      name: festival.name,
      location: festival.location,
      venue: festival.venue,
      country: festival.country,
      dateStart: isoDate(start),
      dateEnd: isoDate(new Date(start.getTime() + (days - 1) * day)),
      genres: [...festival.genres],
      coverImageUrl: cover(i + 3),
      saleStatus: (['on_sale', 'sold_out', 'coming_soon'] as const)[i % 3],
      capacity: festival.capacity,
      website: `https://${slugify(festival.name)}.example`,
      ticketUrl: `https://${slugify(festival.name)}.example/tickets`,
      description: `${festival.name} brings ${days} days of ${festival.genres.join(' and ').toLowerCase()} to ${festival.location}.`,
      ageLimit: 18,
      status: 'published',
      publishedAt: publishedAt(30 - i),
    });
    random.sample(artists, 12).forEach((artistName, position) => {
      catalog.festivalLineup.push({
        festivalId: id,
        artistName,
        tier: position < 3 ? 'headliner' : position < 8 ? 'support' : 'undercard',
        position,
      });
    });
    ['Main Stage', 'The Warehouse', 'Sunset Terrace'].forEach((name, position) => {
      catalog.festivalStages.push({
        festivalId: id,
        name,
        description: `${name} at ${festival.name}.`,
        position,
      });
    });
    for (let d = 0; d < days; d++) {
      const date = new Date(start.getTime() + d * day);
      catalog.festivalSchedule.push({
        festivalId: id,
        day: `Day ${d + 1}`,
        date: isoDate(date),
        highlights: random.sample(artists, 3),
      });
    }
    [
      ['Day Ticket', 9900],
      ['Weekend Pass', 24900],
      ['VIP Weekend', 44900],
    ].forEach(([name, priceCents], position) => {
      catalog.festivalTicketTypes.push({
        festivalId: id,
        name: name as string,
        priceCents: priceCents as number,
        description: `${name} entry to ${festival.name}.`,
        position,
      });
    });
    catalog.festivalFaq.push(
      {
        festivalId: id,
        question: 'Is there an age limit?',
        answer: 'Yes: 18+ with valid photo ID.',
        position: 0,
      },
      {
        festivalId: id,
        question: 'Can I bring a refillable bottle?',
        answer: 'Yes, empty and up to one litre; water points are free.',
        position: 1,
      },
    );
  });

  gear.forEach((item, i) => {
    const gearId = randomUUID();
    catalog.gearItems.push({
      id: gearId,
      slug: uniqueSlug(`${item.brand} ${item.model}`),
      brand: item.brand,
      model: item.model,
      category: item.category,
      msrpCents: item.msrp * 100,
      specs: { Connectivity: 'USB-C, MIDI', Weight: `${random.int(1, 9)}.${random.int(0, 9)} kg` },
      imageUrl: cover(i + 7),
      status: 'published',
      createdAt: publishedAt(i * 6),
    });
    if (i >= 8) return;
    const reviewId = randomUUID();
    catalog.reviews.push({
      id: reviewId,
      slug: uniqueSlug(`${item.brand} ${item.model} review`),
      title: `${item.brand} ${item.model} review`,
      rating: Number((3.6 + random.next() * 1.4).toFixed(1)),
      verdict: `A confident ${item.category.toLowerCase()} choice with a few rough edges.`,
      pros: ['Solid build', 'Fast workflow', 'Sounds great'],
      cons: ['Pricey', 'Menu diving'],
      body: `<p>We used the ${item.brand} ${item.model} for four weeks in the studio and at two club nights.</p><p>It is quick to learn and hard to put down.</p>`,
      priceCents: Math.round(item.msrp * 0.92) * 100,
      coverImageUrl: cover(i + 7),
      status: 'published',
      publishedAt: publishedAt(i * 6 + 1),
      authorId: authors[2]?.id,
      gearId,
    });
    catalog.reviewRetailers.push(
      {
        reviewId,
        label: 'Thomann (demo)',
        url: `https://thomann.example/${slugify(item.model)}`,
        position: 0,
      },
      {
        reviewId,
        label: 'Sweetwater (demo)',
        url: `https://sweetwater.example/${slugify(item.model)}`,
        position: 1,
      },
    );
  });

  for (let i = 0; i < 8; i++) {
    const guests = random.sample(artists, i % 3 === 0 ? 3 : 1);
    catalog.interviews.push({
      slug: uniqueSlug(`${guests.join(' ')} interview`),
      title: `${guests.join(', ')} on the road, the studio and the floor`,
      guests,
      keyQuotes: [
        'The crowd tells you where the set goes next.',
        'I make every record for one specific room.',
      ],
      videoId: i % 2 === 0 ? null : `demo-video-${i}`,
      coverImageUrl: cover(i + 11),
      body: `<p>We met ${guests.join(guests.length > 2 ? ', ' : ' and ').replace(/, ([^,]*)$/, ' and $1')} between two shows to talk about the year.</p>`,
      transcript: null,
      status: 'published',
      publishedAt: publishedAt(i * 7 + 2),
      authorId: authors[3]?.id,
    });
  }

  const week = isoWeek(now);
  for (const [w, chartType] of [
    [0, 'Progressive Trance'],
    [0, 'Melodic Techno'],
    [0, 'Trance'],
    [1, 'Melodic Techno'],
  ] as const) {
    const id = randomUUID();
    const weekIso = week.week - w;
    const period = `${week.year}-W${String(weekIso).padStart(2, '0')}`;
    catalog.charts.push({
      id,
      slug: uniqueSlug(`${chartType} top 10 ${period}`),
      title: `${chartType} Top 10`,
      period,
      chartType,
      genre: chartType,
      year: week.year,
      weekIso,
      status: 'published',
      publishedAt: publishedAt(w * 7),
    });
    random.sample(artists, 10).forEach((artist, rank) => {
      catalog.chartEntries.push({
        chartId: id,
        rank: rank + 1,
        trackTitle: random.pick(trackWords),
        artist,
        label: random.pick(labels),
        sourceUrl: `https://beatport.example/chart/${id}/${rank + 1}`,
      });
    });
  }

  const deals: [string, string, string, number, number, number][] = [
    ['DJ controller', 'Pioneer DJ', 'DDJ-FLX4', 249, 299, 4.7],
    ['Drum machine', 'Roland', 'TR-8S', 549, 649, 4.8],
    ['Headphones', 'Sennheiser', 'HD 25', 119, 149, 4.9],
    ['Groove box', 'Novation', 'Circuit Rhythm', 499, 599, 4.5],
    ['Mini keyboard', 'Arturia', 'MiniLab 3', 89, 109, 4.4],
    ['Controller', 'Native Instruments', 'Traktor S4 MK3', 1099, 1199, 4.6],
  ];
  deals.forEach(([kind, brand, model, deal, original, rating]) => {
    catalog.gearDeals.push({
      title: `${brand} ${model} ${kind.toLowerCase()}`,
      brand,
      model,
      shop: random.pick(['Thomann (demo)', 'Sweetwater (demo)']),
      rating,
      originalPriceCents: original * 100,
      dealPriceCents: deal * 100,
      imageUrl: cover(deal),
      affiliateUrl: `https://shop.example/${slugify(model)}`,
      benefits: ['Free shipping', '2-year warranty', '30-day returns'],
    });
  });

  return catalog;
}
