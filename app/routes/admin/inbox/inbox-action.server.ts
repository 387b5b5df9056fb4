import { z } from 'zod';
import type { AppServices } from '~/app-context.server';
import type { Staff } from '~/domain/auth/staff.server';
import { setInboxStatus, statusesOf, type InboxBox } from '~/domain/participation/inbox.server';
import { parseForm } from '~/lib/form-data';
import { deskDone, deskFailed } from '../shared/desk-answer';
import { itemNames, statusLabels } from './inbox-labels';

/**
 * A status button of an inbox item's page, for a signed-in member of the desk: the item moves to the status
 * and the audit log says who moved it.
 */
export async function changeInboxStatus(
  services: AppServices,
  staff: Staff,
  box: InboxBox,
  id: string,
  form: FormData,
) {
  const parsed = parseForm(
    z.object({
      status: z.enum(statusesOf(box) as [string, ...string[]], { error: 'Choose a status of this inbox' }),
    }),
    form,
  );
  if (!parsed.ok) return deskFailed('change the status', parsed.fieldErrors.status?.[0], 400, parsed);
  const change = await setInboxStatus(services.db, staff, box, id, parsed.data.status);
  if (!change.ok) return deskFailed('change the status', change.reason, change.notFound ? 404 : 400);
  return deskDone(
    'Status changed',
    `The ${itemNames[box]} is now ${statusLabels[change.after]?.toLowerCase()}.`,
  );
}
