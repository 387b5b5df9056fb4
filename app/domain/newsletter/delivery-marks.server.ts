import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { arrayParam } from '~/db/array-param.server';

/**
 * Marks recipients sent in few statements without letting the marks lag: a recipient accepted by the SMTP
 * server waits only for the statement already running (group commit), then goes with everyone accepted in
 * the meantime in one UPDATE. What a killed sender can leave unmarked, and so send again under the same
 * Message-ID, is therefore the sends under way plus one statement's worth, not a whole batch.
 */
export type DeliveryMarks = {
  sent: (deliveryId: string) => void;
  /** Waits until every mark given so far is written. */
  flush: () => Promise<void>;
};

export function deliveryMarks(db: Database): DeliveryMarks {
  let waiting: string[] = [];
  let writing: Promise<void> | undefined;
  let failure: unknown;

  async function write(): Promise<void> {
    while (waiting.length > 0) {
      const ids = waiting;
      waiting = [];
      await db.execute(sql`
        UPDATE newsletter_deliveries SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL
        WHERE id = ANY(${arrayParam(ids, 'uuid')})`);
    }
  }

  function start() {
    writing ??= write()
      .catch((error: unknown) => {
        failure = error;
      })
      .finally(() => {
        writing = undefined;
        // A mark given between the last statement's end and this line would otherwise wait for the next one.
        if (waiting.length > 0 && !failure) start();
      });
  }

  return {
    sent(deliveryId) {
      waiting.push(deliveryId);
      start();
    },
    async flush() {
      while (writing || (waiting.length > 0 && !failure)) {
        start();
        await writing;
      }
      if (failure) {
        const error = failure;
        failure = undefined;
        throw error;
      }
    },
  };
}
