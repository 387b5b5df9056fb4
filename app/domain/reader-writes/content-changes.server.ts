import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '~/db/client.server';
import { contentChanged } from '~/lib/content-version';
import type { Logger } from '~/lib/logger.server';

/** The PostgreSQL channel on which any process announces that published content changed. */
const CHANNEL = 'dropwire_content_changed';

/**
 * Tells every web process that published content changed (an article published, edited or withdrawn), so
 * cached pages are dropped. Inside a transaction it is delivered at commit, and not at all on rollback.
 */
export async function announceContentChange(db: Database): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${CHANNEL}, '')`);
  // This process's memos of content go at once, without waiting for the notice to come back (a process that
  // does not listen, such as a worker, never hears it). Inside a transaction this runs before the commit: a
  // read in between could keep the old content, and the notice itself, delivered at commit, drops that too.
  contentChanged();
}

export type ContentChangeListener = { stop: () => Promise<void> };

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/**
 * Calls `onChange` whenever any process announces a content change. It holds one connection of its own
 * (LISTEN needs a session); while that connection is lost, changes could be missed, so `onChange` is also
 * called when it drops and again once it is back, and it reconnects with a growing delay.
 */
export function listenForContentChanges(
  url: string,
  onChange: () => void,
  logger: Logger,
): ContentChangeListener {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RETRY_MS;
  let stopped = false;

  const reconnectLater = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, LAST_RETRY_MS);
  };

  const connect = async () => {
    const session = new pg.Client({ connectionString: url });
    client = session;
    session.on('notification', () => onChange());
    session.on('error', (error) => logger.warn({ err: error }, 'content-change listener connection failed'));
    session.on('end', () => {
      if (client !== session) return;
      client = undefined;
      onChange();
      reconnectLater();
    });
    try {
      await session.connect();
      await session.query(`LISTEN ${CHANNEL}`);
      delay = FIRST_RETRY_MS;
      onChange();
    } catch (error) {
      logger.warn({ err: error }, 'content-change listener could not connect; retrying');
      if (client === session) client = undefined;
      await session.end().catch(() => undefined);
      reconnectLater();
    }
  };

  void connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const session = client;
      client = undefined;
      await session?.end().catch(() => undefined);
    },
  };
}
