import type { Database } from '~/db/client.server';

/** Why the desk did not make a change; `message` is said to the editor as it stands. */
export type DeskRefusal = {
  ok: false;
  reason: 'not_found' | 'not_allowed' | 'conflict' | 'invalid';
  message: string;
};

export type DeskResult<T extends object = object> = ({ ok: true } & T) | DeskRefusal;

export const refused = (reason: DeskRefusal['reason'], message: string): DeskRefusal => ({
  ok: false,
  reason,
  message,
});

export const articleNotFound = () => refused('not_found', 'The article does not exist (any more).');

/**
 * One change of the desk in one transaction: the rows, its audit record and the content-change notice land
 * together or not at all.
 */
export function inDeskTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}
