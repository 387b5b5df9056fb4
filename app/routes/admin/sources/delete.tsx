import { Form, Link } from 'react-router';
import { Toast } from '~/components/desk/toast';
import { buttonClass } from '~/components/ui/button-link';
import { requireStaff } from '~/domain/auth/staff.server';
import { deleteSource } from '~/domain/newsroom/sources/manage-sources.server';
import { findDeskSource } from '~/domain/newsroom/sources/source-health.server';
import { deskDone, deskFailed } from '../shared/desk-answer';
import type { Route } from './+types/delete';
import { sourceIdParam } from './source-id';

// Admin-only, loader and action: the confirmation a delete asks for without scripts, and the one action
// that deletes (the list's dialog posts here too).

export const meta: Route.MetaFunction = () => [{ title: 'Delete a source · Desk' }];

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args, 'admin');
  const id = sourceIdParam(args.params);
  const found = await findDeskSource(services.db, id, new Date());
  // After a delete posted without scripts this page renders again, now without its source.
  return found ? { source: found.source, storedItems: found.storedItems } : { source: null, storedItems: 0 };
}

export async function action(args: Route.ActionArgs) {
  const { staff, services } = await requireStaff(args, 'admin');
  const id = sourceIdParam(args.params);
  const result = await deleteSource(services.db, { id: staff.id, email: staff.email }, id);
  if (!result.ok) return deskFailed('delete RSS source', result.reason, result.status);
  return deskDone('RSS source deleted', `"${result.source.name}" and its stored items are gone.`);
}

export default function DeleteSource({ loaderData, actionData }: Route.ComponentProps) {
  const { source, storedItems } = loaderData;
  return (
    <section className="max-w-xl">
      {source ? (
        <>
          <h1 className="text-2xl font-bold">Delete “{source.name}”?</h1>
          <p className="mt-3 text-muted break-all">{source.url}</p>
          <p className="mt-4">
            The source and the {storedItems} {storedItems === 1 ? 'item' : 'items'} stored from it are
            deleted; published articles keep their credits. This cannot be undone. Deleting sources is for
            admins only.
          </p>
          <Form method="post" className="mt-6 flex flex-wrap gap-2">
            <button type="submit" className={buttonClass('primary')}>
              Delete source
            </button>
            <Link to="/admin/sources" className={buttonClass('secondary')}>
              Cancel
            </Link>
          </Form>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">{actionData?.ok ? 'Source deleted' : 'No such source'}</h1>
          <p className="mt-3 text-muted">This source does not exist (any more).</p>
          <p className="mt-6">
            <Link to="/admin/sources" className="underline">
              Back to RSS Sources
            </Link>
          </p>
        </>
      )}
      <Toast toast={actionData?.toast} />
    </section>
  );
}
