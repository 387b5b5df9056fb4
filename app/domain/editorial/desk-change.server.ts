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
