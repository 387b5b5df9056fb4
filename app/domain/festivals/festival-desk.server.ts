import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import {
  festivalFaq,
  festivalLineup,
  festivals,
  festivalSchedule,
  festivalStages,
  festivalTicketTypes,
} from '~/db/schema/festivals';
import { festivalTabHref } from './festival-tabs';
import { contentKind, type LoadedEntry } from '../content-desk/content-kind.server';
import { entryStore } from '../content-desk/entry-store.server';
import { checkFestival, festivalLayout, type FestivalInput } from './festival-form';
import { publishedAtFor } from '../content-desk/publish-status';
import { currencyOf } from '../content-desk/shared-fields';
import type { ReaderTransaction } from '~/domain/reader-writes/write-gateway.server';

// Festivals on the desk: one festival with its line-up, stages, schedule, ticket types and FAQ, saved together.

type Layout = typeof festivalLayout;

const coordinate = (text: string | null) => (text === null || text.trim() === '' ? null : Number(text));

async function loadFestival(db: Database, id: string): Promise<LoadedEntry<Layout> | undefined> {
  const [row] = await db.select().from(festivals).where(eq(festivals.id, id)).limit(1);
  if (!row) return undefined;
  const [lineup, stages, schedule, ticketTypes, faq] = await Promise.all([
    db
      .select({ artistName: festivalLineup.artistName, tier: festivalLineup.tier })
      .from(festivalLineup)
      .where(eq(festivalLineup.festivalId, id))
      .orderBy(asc(festivalLineup.position), asc(festivalLineup.artistName)),
    db
      .select({ name: festivalStages.name, description: festivalStages.description })
      .from(festivalStages)
      .where(eq(festivalStages.festivalId, id))
      .orderBy(asc(festivalStages.position), asc(festivalStages.name)),
    db
      .select({
        day: festivalSchedule.day,
        date: festivalSchedule.date,
        highlights: festivalSchedule.highlights,
      })
      .from(festivalSchedule)
      .where(eq(festivalSchedule.festivalId, id))
      .orderBy(asc(festivalSchedule.date), asc(festivalSchedule.day)),
    db
      .select({
        name: festivalTicketTypes.name,
        priceCents: festivalTicketTypes.priceCents,
        currency: festivalTicketTypes.currency,
        description: festivalTicketTypes.description,
      })
      .from(festivalTicketTypes)
      .where(eq(festivalTicketTypes.festivalId, id))
      .orderBy(asc(festivalTicketTypes.position), asc(festivalTicketTypes.priceCents)),
    db
      .select({ question: festivalFaq.question, answer: festivalFaq.answer })
      .from(festivalFaq)
      .where(eq(festivalFaq.festivalId, id))
      .orderBy(asc(festivalFaq.position)),
  ]);
  const input: FestivalInput = {
    name: row.name,
    slug: row.slug,
    dateStart: row.dateStart,
    dateEnd: row.dateEnd,
    saleStatus: row.saleStatus,
    status: row.status,
    genres: row.genres,
    location: row.location,
    venue: row.venue ?? '',
    country: row.country,
    latitude: coordinate(row.latitude),
    longitude: coordinate(row.longitude),
    capacity: row.capacity,
    ageLimit: row.ageLimit,
    description: row.description,
    gettingThere: row.gettingThere,
    coverImageUrl: row.coverImageUrl,
    website: row.website,
    ticketUrl: row.ticketUrl,
    lineup,
    stages,
    schedule,
    ticketTypes: ticketTypes.map((ticket) => ({ ...ticket, currency: currencyOf(ticket.currency) })),
    faq,
  };
  return {
    input,
    title: row.name,
    publicPath: row.status === 'published' ? festivalTabHref(row.slug, 'overview') : null,
    publishedAt: row.publishedAt,
  };
}

async function writeFestival(
  tx: ReaderTransaction,
  id: string | null,
  input: FestivalInput,
  { slug, before }: { slug: string | null; before: LoadedEntry<Layout> | undefined },
): Promise<string> {
  const row = {
    slug: slug!,
    name: input.name,
    dateStart: input.dateStart,
    dateEnd: input.dateEnd,
    saleStatus: input.saleStatus,
    status: input.status,
    publishedAt: publishedAtFor(input.status, before?.publishedAt),
    genres: input.genres,
    location: input.location,
    venue: input.venue || null,
    country: input.country,
    latitude: input.latitude === null ? null : String(input.latitude),
    longitude: input.longitude === null ? null : String(input.longitude),
    capacity: input.capacity,
    ageLimit: input.ageLimit,
    description: input.description,
    gettingThere: input.gettingThere,
    coverImageUrl: input.coverImageUrl,
    website: input.website,
    ticketUrl: input.ticketUrl,
    updatedAt: new Date(),
  };
  const [saved] = id
    ? await tx.update(festivals).set(row).where(eq(festivals.id, id)).returning({ id: festivals.id })
    : await tx.insert(festivals).values(row).returning({ id: festivals.id });
  const festivalId = saved!.id;
  // Child rows are replaced as a whole, in the order the form showed them.
  await Promise.all([
    tx.delete(festivalLineup).where(eq(festivalLineup.festivalId, festivalId)),
    tx.delete(festivalStages).where(eq(festivalStages.festivalId, festivalId)),
    tx.delete(festivalSchedule).where(eq(festivalSchedule.festivalId, festivalId)),
    tx.delete(festivalTicketTypes).where(eq(festivalTicketTypes.festivalId, festivalId)),
    tx.delete(festivalFaq).where(eq(festivalFaq.festivalId, festivalId)),
  ]);
  const positioned = <T>(rows: T[]) => rows.map((child, position) => ({ ...child, festivalId, position }));
  if (input.lineup.length) await tx.insert(festivalLineup).values(positioned(input.lineup));
  if (input.stages.length) await tx.insert(festivalStages).values(positioned(input.stages));
  if (input.schedule.length)
    await tx.insert(festivalSchedule).values(input.schedule.map((day) => ({ ...day, festivalId })));
  if (input.ticketTypes.length) await tx.insert(festivalTicketTypes).values(positioned(input.ticketTypes));
  if (input.faq.length) await tx.insert(festivalFaq).values(positioned(input.faq));
  return festivalId;
}

export const festivalKind = contentKind(
  festivalLayout,
  entryStore<Layout>({
    entity: 'festival',
    table: festivals,
    id: festivals.id,
    slug: { column: festivals.slug, from: (input) => input.name, typed: (input) => input.slug },
    titleOf: (input) => input.name,
    list: {
      table: festivals,
      row: {
        id: festivals.id,
        title: festivals.name,
        detail: festivals.location,
        status: festivals.status,
        updatedAt: festivals.updatedAt,
      },
      searchIn: [festivals.name, festivals.location, festivals.country],
      orderBy: [desc(festivals.updatedAt), desc(festivals.id)],
    },
    load: loadFestival,
    write: writeFestival,
  }),
  checkFestival,
);
