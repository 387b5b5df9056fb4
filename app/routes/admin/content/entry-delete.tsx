import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { Toast } from '~/components/desk/toast';
import { buttonClass } from '~/components/ui/button-link';
import { requireStaff } from '~/domain/auth/staff.server';
import { deskFailed } from '../shared/desk-answer';
import type { Route } from './+types/entry-delete';
import { contentKinds, editPath, listPath } from './content-kinds';
import { entryIdFrom, kindFrom } from './content-stores.server';

export const meta: Route.MetaFunction = () => [{ title: 'Delete · Desk' }];

// Deleting is for admins only, whatever the kind: editors get 403 here (and are not offered the link).

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args, 'admin');
  const { key, store } = kindFrom(args.params.kind);
  const id = entryIdFrom(args.params.id);
  const entry = await store.loadForm(services.db, id);
  if (!entry) throw data({ message: 'No such entry' }, { status: 404 });
  return { kind: key, id, title: entry.title, publicPath: entry.publicPath };
}

export async function action(args: Route.ActionArgs) {
  const { staff, services } = await requireStaff(args, 'admin');
  const { key, store } = kindFrom(args.params.kind);
  const id = entryIdFrom(args.params.id);
  const removed = await store.remove(services.db, staff, id);
  if (!removed) return deskFailed(`delete ${contentKinds[key].singular}`, 'it was deleted already', 404);
  throw redirect(`${listPath(key)}?deleted=${encodeURIComponent(removed.title)}`, { status: 303 });
}

export default function EntryDelete({ loaderData, actionData }: Route.ComponentProps) {
  const { kind: key, id, title, publicPath } = loaderData;
  const kind = contentKinds[key];
  const deleting = useNavigation().state === 'submitting';
  return (
    <section className="max-w-xl">
      <p className="text-sm">
        <Link to={listPath(key)} className="text-muted underline hover:text-text">
          {kind.plural}
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold break-words">{`Delete ${kind.singular} “${title}”?`}</h1>
      <p className="mt-3 text-muted">
        This cannot be undone.{' '}
        {publicPath
          ? `Readers will no longer find it at ${publicPath}.`
          : 'It is not on the site now, so readers will not miss it.'}{' '}
        Its change is kept in the audit log.
      </p>
      <Form method="post" className="mt-6 flex flex-wrap items-center gap-3">
        <button type="submit" className={`${buttonClass()} bg-danger`} disabled={deleting}>
          {deleting ? 'Deleting…' : `Delete ${kind.singular}`}
        </button>
        <Link to={editPath(key, id)} className={buttonClass('secondary')}>
          Cancel
        </Link>
      </Form>
      <Toast toast={actionData?.toast} />
    </section>
  );
}
