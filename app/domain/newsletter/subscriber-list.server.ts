import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '~/db/client.server';
import { newsletterSubscribers } from '~/db/schema/newsletter';
import { parseCsv, toCsv } from '~/lib/csv';
import { subscribeSchema } from './subscribe-form';

const HEADER = ['email', 'status', 'topics', 'frequency', 'confirmed_at', 'created_at'];

/** Every subscriber as CSV (topics separated by semicolons), oldest first: for a backup or another tool. */
export async function exportSubscribersCsv(db: Database): Promise<string> {
  const rows = await db.select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.createdAt));
  return toCsv([
    HEADER,
    ...rows.map((row) => [
      row.email,
      row.status,
      row.topics.join(';'),
      row.frequency,
      row.confirmedAt?.toISOString() ?? '',
      row.createdAt.toISOString(),
    ]),
  ]);
}

export type ImportReport = {
  added: number;
  /** Addresses we have already: left exactly as they are. */
  known: number;
  rejected: { line: number; reason: string }[];
};

const importRow = z.object({ email: z.string(), topics: z.string().default('') });

/**
 * Adds the addresses of a CSV with an `email` column (and optionally `topics`, separated by semicolons).
 * They are pending (they confirm by the link, once a digest or a confirmation reaches them) unless
 * `consent` is given: then they are confirmed, and the note says how they consented. Known addresses are
 * never changed; a bad row is reported by its line and the rest go in.
 */
export async function importSubscribersCsv(
  db: Database,
  csv: string,
  options: { consent?: string } = {},
): Promise<ImportReport | { error: string }> {
  const parsed = parseCsv(csv);
  if (!parsed.ok) return { error: `Line ${parsed.line}: ${parsed.message}.` };
  const [header, ...rows] = parsed.rows;
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  if (!columns.includes('email'))
    return { error: 'The first line must name the columns, one of them "email".' };
  const report: ImportReport = { added: 0, known: 0, rejected: [] };
  for (const [index, fields] of rows.entries()) {
    const line = index + 2;
    const record = importRow.parse(Object.fromEntries(columns.map((name, at) => [name, fields[at] ?? ''])));
    const input = subscribeSchema.safeParse({
      email: record.email.trim(),
      topics: record.topics
        .split(';')
        .map((topic) => topic.trim())
        .filter(Boolean),
    });
    if (!input.success) {
      report.rejected.push({ line, reason: input.error.issues[0]!.message });
      continue;
    }
    const inserted = await db
      .insert(newsletterSubscribers)
      .values({
        email: input.data.email,
        topics: input.data.topics,
        status: options.consent ? 'confirmed' : 'pending',
        confirmedAt: options.consent ? sql`now()` : null,
        consentNote: options.consent ?? null,
      })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    if (inserted.length > 0) report.added++;
    else report.known++;
  }
  return report;
}

/** Marks an address that does not take mail: nothing is sent to it until it signs up and confirms again. */
export async function markBounced(db: Database, email: string): Promise<boolean> {
  const updated = await db
    .update(newsletterSubscribers)
    .set({ status: 'bounced', bouncedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(newsletterSubscribers.email, email.trim().toLowerCase()))
    .returning({ id: newsletterSubscribers.id });
  return updated.length > 0;
}
