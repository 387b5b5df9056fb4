import { and, eq, like } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { authVerifications } from '~/db/schema/auth';

/** Ends every reset link of an account: called when one of them was used, so the others are worthless. */
export async function endResetLinks(db: Database, userId: string): Promise<void> {
  await db
    .delete(authVerifications)
    .where(and(like(authVerifications.identifier, 'reset-password:%'), eq(authVerifications.value, userId)));
}
