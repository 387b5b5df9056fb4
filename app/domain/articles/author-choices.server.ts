import { asc } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { profiles } from '~/db/schema/content';
import type { FieldOption } from '../content-desk/form-fields';

/** The authors an interview or a review may name, by name (at most 500: a desk, not a directory). */
export async function authorChoices(db: Database): Promise<FieldOption[]> {
  const rows = await db
    .select({ value: profiles.id, label: profiles.name })
    .from(profiles)
    .orderBy(asc(profiles.name))
    .limit(500);
  return rows;
}
