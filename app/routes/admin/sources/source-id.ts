import { data } from 'react-router';
import { z } from 'zod';

/** The `:id` of a source page; anything but a UUID is a page that does not exist. */
export function sourceIdParam(params: { id?: string }): string {
  const parsed = z.uuid().safeParse(params.id);
  if (!parsed.success) throw data({ message: 'No such source' }, { status: 404 });
  return parsed.data;
}
