import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { arrayParam } from '~/db/array-param.server';

/**
 * The two marks a recipient's row gets around its SMTP transaction, each written in few statements without
 * letting them lag (group commit): a mark waits only for the statement already running, then goes with
 * every mark given meanwhile in one UPDATE.
 *
 * - `handedOver` is given once the message's end-of-data mark has gone (decision 064): once written, the row
 *   says the server has the message, so a sender killed from then on is not followed by a resend.
 * - `sent` records the server's acceptance; nobody waits for it but `flush`, since a row already handed over
 *   counts as sent after a kill anyway.
 */
export type DeliveryMarks = {
  handedOver: (deliveryId: string) => Promise<void>;
  sent: (deliveryId: string) => void;
  /** Waits until every mark given so far is written; throws the first failure of a `sent` mark. */
  flush: () => Promise<void>;
};

type GroupedWrites = { add: (id: string) => Promise<void>; idle: () => Promise<void> };

/** Writes the ids given with `write`, many per statement; `add` resolves when its id's statement has. */
function groupedWrites(write: (ids: string[]) => Promise<unknown>): GroupedWrites {
  let waiting: { id: string; settle: (error?: unknown) => void }[] = [];
  let writing: Promise<void> | undefined;

  async function writeAll(): Promise<void> {
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        await write(group.map((mark) => mark.id));
        for (const mark of group) mark.settle();
      } catch (error) {
        for (const mark of group) mark.settle(error);
      }
    }
  }

  function start() {
    writing ??= writeAll().finally(() => {
      writing = undefined;
      // A mark given between the last statement's end and this line would otherwise wait for the next one.
      if (waiting.length > 0) start();
    });
  }

  return {
    add: (id) =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ id, settle: (error) => (error === undefined ? resolve() : reject(error)) });
        start();
      }),
    async idle() {
      while (writing) await writing;
    },
  };
}

export function deliveryMarks(db: Database): DeliveryMarks {
  // One statement at a time: a message's two marks can be due together (its answer may come before its
  // hand-over is recorded), and two UPDATEs taking the same rows in different orders deadlock.
  let last: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(write: () => Promise<T>): Promise<T> => {
    const run = last.then(write);
    last = run.catch(() => {});
    return run;
  };
  const handedOver = groupedWrites((ids) =>
    oneAtATime(() =>
      db.execute(sql`
      UPDATE newsletter_deliveries SET handed_over_at = now() WHERE id = ANY(${arrayParam(ids, 'uuid')})`),
    ),
  );
  const sent = groupedWrites((ids) =>
    oneAtATime(() =>
      db.execute(sql`
      UPDATE newsletter_deliveries SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL
      WHERE id = ANY(${arrayParam(ids, 'uuid')})`),
    ),
  );
  let failure: unknown;
  return {
    handedOver: handedOver.add,
    sent(deliveryId) {
      sent.add(deliveryId).catch((error: unknown) => {
        failure ??= error;
      });
    },
    async flush() {
      await Promise.all([handedOver.idle(), sent.idle()]);
      if (failure) {
        const error = failure;
        failure = undefined;
        throw error;
      }
    },
  };
}
