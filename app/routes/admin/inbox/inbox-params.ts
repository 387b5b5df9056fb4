import { data } from 'react-router';
import { z } from 'zod';
import { inboxBoxes, type InboxBox } from '~/domain/participation/inbox.server';

const boxParam = z.enum(inboxBoxes);
const idParam = z.uuid();

/** The inbox an address names, or the desk's 404. */
export function inboxOf(value: string | undefined): InboxBox {
  const box = boxParam.safeParse(value);
  if (!box.success) throw data(null, { status: 404 });
  return box.data;
}

/** An item's id from the address, or the desk's 404 (a malformed id can name nothing). */
export function itemIdOf(value: string | undefined): string {
  const id = idParam.safeParse(value);
  if (!id.success) throw data(null, { status: 404 });
  return id.data.toLowerCase();
}

/** The list's page from `?page=` (0 when absent or not a page number, at most 1000). */
export function pageOf(url: URL): number {
  const page = z.coerce
    .number()
    .int()
    .min(0)
    .max(1000)
    .safeParse(url.searchParams.get('page') ?? 0);
  return page.success ? page.data : 0;
}
