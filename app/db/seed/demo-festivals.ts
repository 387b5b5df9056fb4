import { randomUUID } from 'node:crypto';
import { slugify } from '~/lib/slug';
import { cover, day, isoDate } from './demo-context';
import { artists, festivals } from './vocabulary';
import type { DemoCatalog } from './demo-catalog-rows';
import type { DemoContext } from './demo-context';

/**
 * Days from now to each festival's first day: two over, one on now, the rest spread over the coming months,
 * so the list shows past festivals last, the map has both kinds, and the month filter has several months.
 */
const startOffsets = [-60, -20, -1, 12, 30, 51, 75, 96, 124, 150];

/** Ticket prices in the currency a festival sells in. */
const currencyOf = (country: string) => (country === 'USA' ? 'USD' : country === 'UK' ? 'GBP' : 'EUR');

/** The vocabulary's festivals, some past, with line-ups, stages, schedules, tickets and FAQ. */
export function buildDemoFestivals(ctx: DemoContext, catalog: DemoCatalog): void {
  const { random, now, publishedAt, uniqueSlug } = ctx;
  festivals.forEach((festival, i) => {
    const id = randomUUID();
    const start = new Date(now.getTime() + (startOffsets[i] ?? i * 21) * day);
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
      // One upcoming festival is cancelled, so the grey status (and a cancelled event) is seen too.
      saleStatus: i === 7 ? 'cancelled' : (['on_sale', 'sold_out', 'coming_soon'] as const)[i % 3],
      capacity: festival.capacity,
      website: `https://${slugify(festival.name)}.example`,
      ticketUrl: `https://${slugify(festival.name)}.example/tickets`,
      description: `${festival.name} brings ${days} days of ${festival.genres.join(' and ').toLowerCase()} to ${festival.location}.`,
      ageLimit: 18,
      gettingThere: festival.gettingThere,
      // The columns are text: coordinates are stored as written.
      latitude: String(festival.latitude),
      longitude: String(festival.longitude),
      status: 'published',
      publishedAt: publishedAt(30 - i),
    });
    const lineup = random.sample(artists, 12);
    lineup.forEach((artistName, position) => {
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
        // Acts of this line-up, in an order drawn anew each day: a shuffle of every artist, filtered, so it draws
        // as many random numbers whatever the line-up holds, and the content seeded after the festivals stays.
        highlights: random
          .sample(artists, artists.length)
          .filter((artistName) => lineup.includes(artistName))
          .slice(0, 3),
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
        currency: currencyOf(festival.country),
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
}
