import { redirect } from 'react-router';
import { z } from 'zod';
import { requireStaff } from '~/domain/auth/staff.server';
import { setArticleSyndication } from '~/domain/syndication/article-syndication.server';
import { deskFailed } from '../shared/desk-answer';
import type { Route } from './+types/article-syndication';

const params = z.object({ id: z.uuid() });

// A page to go back to: posting to this address without scripts lands on the article again.
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  const id = params.safeParse(args.params);
  return redirect(id.success ? `/admin/desk/${id.data.id}` : '/admin/desk');
}

/** An editor turns posting to the channels on or off for one article. */
export async function action(args: Route.ActionArgs) {
  const { staff, services } = await requireStaff(args);
  const id = params.safeParse(args.params);
  if (!id.success) return deskFailed('update article', 'no such article', 404);
  const syndicate = (await args.request.formData()).get('syndicate') === 'on';
  if (
    !(await setArticleSyndication(services.db, { id: staff.id, email: staff.email }, id.data.id, syndicate))
  )
    return deskFailed('update article', 'no such article', 404);
  return redirect(`/admin/desk/${id.data.id}#social-title`, { status: 303 });
}
