import { data, Link, redirect } from 'react-router';
import { Toast, type DeskToast } from '~/components/desk/toast';
import { ButtonLink } from '~/components/ui/button-link';
import { requireStaff } from '~/domain/auth/staff.server';
import { ADD_ROWS, rowCountName } from '~/domain/content-desk/form-fields';
import { initialValues, rowCount } from '~/domain/content-desk/form-values';
import { recentUploadPaths } from '~/domain/content-desk/media-uploads.server';
import type { FieldErrors } from '~/lib/form-data';
import { deskDone, deskFailed } from '../shared/desk-answer';
import type { Route } from './+types/entry-edit';
import { capitalised, contentKinds, deletePath, editPath, listPath, roleForKind } from './content-kinds';
import { entryIdFrom, kindFrom, postedText } from './content-stores.server';
import { EntryForm } from './ui/entry-form';

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: loaded ? `${loaded.heading} · Desk` : 'Content · Desk' },
];

export async function loader(args: Route.LoaderArgs) {
  const { staff, services } = await requireStaff(args, roleForKind(args.params.kind));
  const { key, store } = kindFrom(args.params.kind);
  const { db } = services;
  const singular = contentKinds[key].singular;
  const id = args.params.id === undefined ? null : entryIdFrom(args.params.id);
  const entry = id ? await store.loadForm(db, id) : undefined;
  if (id && !entry) throw data({ message: `No such ${singular}` }, { status: 404 });
  const [choices, uploads] = await Promise.all([store.choices(db), recentUploadPaths(db)]);
  const created = new URL(args.request.url).searchParams.has('created');
  return {
    kind: key,
    id,
    heading: entry ? `Edit ${singular} “${entry.title}”` : `New ${singular}`,
    values: entry?.values ?? initialValues(contentKinds[key].layout),
    publicPath: entry?.publicPath ?? null,
    choices,
    uploads,
    isAdmin: staff.role === 'admin',
    // Each load draws the form anew (after a save, fields show what was saved).
    formKey: crypto.randomUUID(),
    toast: created
      ? ({ tone: 'success', title: `${capitalised(singular)} created` } satisfies DeskToast)
      : null,
  };
}

type EditAnswer = {
  ok: boolean;
  toast?: DeskToast;
  fieldErrors?: FieldErrors;
  values?: Record<string, string>;
  formKey?: string;
};

export async function action(args: Route.ActionArgs) {
  const { staff, services } = await requireStaff(args, roleForKind(args.params.kind));
  const { key, store } = kindFrom(args.params.kind);
  const singular = contentKinds[key].singular;
  const id = args.params.id === undefined ? null : entryIdFrom(args.params.id);
  const { intent = 'save', ...posted } = postedText(await args.request.formData());

  const group = /^add-rows:(.+)$/.exec(intent)?.[1];
  if (group && contentKinds[key].layout.groups.some((known) => known.name === group)) {
    const shown = Math.max(rowCount(posted, group, 0), Number(posted[rowCountName(group)]) || 0);
    return data<EditAnswer>({
      ok: true,
      values: { ...posted, [rowCountName(group)]: String(shown + ADD_ROWS) },
      formKey: crypto.randomUUID(),
    });
  }

  const what = `${id ? 'update' : 'create'} ${singular}`;
  const answer = await store.saveForm(services.db, staff, id, posted);
  if (!answer) throw data({ message: `No such ${singular}` }, { status: 404 });
  if (!answer.ok) {
    const failed = deskFailed(what, 'check the marked fields', 400, answer);
    return data<EditAnswer>({ ...failed.data, formKey: crypto.randomUUID() }, failed.init ?? undefined);
  }
  if (!id) throw redirect(`${editPath(key, answer.id)}?created`, { status: 303 });
  return deskDone(`${capitalised(singular)} updated`, `“${answer.title}” is saved.`);
}

export default function EntryEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { kind: key, id, heading, publicPath, isAdmin } = loaderData;
  const kind = contentKinds[key];
  const answer = actionData as EditAnswer | undefined;
  const values = answer?.values ?? loaderData.values;
  return (
    <section>
      <p className="text-sm">
        <Link to="/admin/content" className="text-muted underline hover:text-text">
          Content
        </Link>
        <span className="text-muted"> / </span>
        <Link to={listPath(key)} className="text-muted underline hover:text-text">
          {kind.plural}
        </Link>
      </p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold break-words">{heading}</h1>
        {publicPath ? (
          <Link to={publicPath} reloadDocument className="text-sm underline">
            View on the site
          </Link>
        ) : null}
      </div>
      {'note' in kind ? <p className="mt-2 max-w-3xl text-sm text-muted">{kind.note}</p> : null}
      {answer && !answer.ok ? (
        <div role="alert" className="mt-4 rounded-xl border border-danger px-4 py-3 text-sm text-danger">
          <p className="font-semibold">Nothing was saved: check the marked fields.</p>
          <ul className="mt-1 list-disc pl-5">
            {[...new Set(Object.values(answer.fieldErrors ?? {}).flat())].slice(0, 12).map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <EntryForm
        layout={kind.layout}
        state={{ values, errors: answer?.fieldErrors ?? {}, choices: loaderData.choices }}
        formKey={answer?.formKey ?? loaderData.formKey}
        saveLabel={id ? `Save ${kind.singular}` : `Create ${kind.singular}`}
        uploads={loaderData.uploads}
      />
      {id ? (
        <div className="mt-10 border-t border-border pt-6">
          <h2 className="text-lg font-bold">Delete</h2>
          {isAdmin ? (
            <ButtonLink to={deletePath(key, id)} variant="secondary" className="mt-3">
              {`Delete this ${kind.singular}`}
            </ButtonLink>
          ) : (
            <p className="mt-2 text-sm text-muted">{`Only admins may delete a ${kind.singular}.`}</p>
          )}
        </div>
      ) : null}
      <Toast toast={answer?.toast ?? loaderData.toast} />
    </section>
  );
}
