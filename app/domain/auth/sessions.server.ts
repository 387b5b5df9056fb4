import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { authSessions } from '~/db/schema/auth';
import type { Config } from '~/lib/config.server';

// Desk sessions end after SESSION_IDLE_HOURS without use and SESSION_MAX_DAYS after their sign-in, whichever
// comes first (ASVS 3.3.2). The library holds the absolute end (`expiresAt`, never extended); the idle end is
// kept here, in `last_used_at`, touched at most every few minutes so a busy desk does not write on every click.

const TOUCH_EVERY_MS = 5 * 60 * 1000;
const HOUR_MS = 3_600_000;

type SessionRow = { id: string; token: string; createdAt: Date; lastUsedAt?: Date | null };
type Limits = Pick<Config, 'SESSION_IDLE_HOURS' | 'SESSION_MAX_DAYS'>;

/** Whether a session is still within both limits at `now`. */
function sessionIsLive(session: SessionRow, limits: Limits, now: Date): boolean {
  const lastUsed = session.lastUsedAt ?? session.createdAt;
  if (now.getTime() - lastUsed.getTime() > limits.SESSION_IDLE_HOURS * HOUR_MS) return false;
  return now.getTime() - session.createdAt.getTime() <= limits.SESSION_MAX_DAYS * 24 * HOUR_MS;
}

/**
 * Checks a session the library found against the limits: one past them is deleted (its token is dead from
 * here on) and false is returned; a live one has its last use brought up to date when it is a few minutes old.
 */
export async function keepSessionAlive(
  db: Database,
  session: SessionRow,
  limits: Limits,
  now = new Date(),
): Promise<boolean> {
  if (!sessionIsLive(session, limits, now)) {
    await db.delete(authSessions).where(eq(authSessions.id, session.id));
    return false;
  }
  const lastUsed = session.lastUsedAt ?? session.createdAt;
  if (now.getTime() - lastUsed.getTime() > TOUCH_EVERY_MS)
    await db.update(authSessions).set({ lastUsedAt: now }).where(eq(authSessions.id, session.id));
  return true;
}

/** Notes where a new session signed in from: the address Express settled on (under TRUST_PROXY). */
export async function recordSessionClient(
  db: Database,
  token: string,
  client: { ip: string; userAgent: string | null },
  now = new Date(),
): Promise<void> {
  await db
    .update(authSessions)
    .set({
      ipAddress: client.ip || null,
      userAgent: client.userAgent?.slice(0, 400) ?? null,
      lastUsedAt: now,
    })
    .where(eq(authSessions.token, token));
}

export type StaffSession = {
  id: string;
  signedInAt: Date;
  lastUsedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  current: boolean;
};

/** An account's sessions, the newest sign-in first, with the one making this request marked. */
export async function listStaffSessions(
  db: Database,
  userId: string,
  currentSessionId: string,
  limits: Limits,
  now = new Date(),
): Promise<StaffSession[]> {
  const rows = await db
    .select()
    .from(authSessions)
    .where(eq(authSessions.userId, userId))
    .orderBy(desc(authSessions.createdAt));
  return rows
    .filter((row) => row.expiresAt > now && sessionIsLive(row, limits, now))
    .map((row) => ({
      id: row.id,
      signedInAt: row.createdAt,
      lastUsedAt: row.lastUsedAt ?? row.createdAt,
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      current: row.id === currentSessionId,
    }));
}

/** Signs the account out everywhere but here; returns how many sessions ended. */
export async function endOtherSessions(
  db: Database,
  userId: string,
  currentSessionId: string,
): Promise<number> {
  const ended = await db
    .delete(authSessions)
    .where(and(eq(authSessions.userId, userId), ne(authSessions.id, currentSessionId)))
    .returning({ id: authSessions.id });
  return ended.length;
}
