import { data, Form, Link } from 'react-router';
import { Toast } from '~/components/desk/toast';
import { Pagination } from '~/components/pagination';
import { ButtonLink, buttonClass } from '~/components/ui/button-link';
import { requireStaff } from '~/domain/auth/staff.server';
import { readListQuery } from '~/domain/content-desk/content-list';
import type { Route } from './+types/entry-list';
import { capitalised, contentKinds, editPath, listPath, newPath, roleForKind } from './content-kinds';
import { kindFrom } from './content-stores.server';
import { StatusBadge } from './ui/status-badge';

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: `${loaded ? contentKinds[loaded.kind].plural : 'Content'} · Desk` },
];

export async function loader(args: Route.LoaderArgs) {
  const { staff, services } = await requireStaff(args, roleForKind(args.params.kind));
  const { key, store } = kindFrom(args.params.kind);
  const url = new URL(args.request.url);
  const query = readListQuery(url);
  const list = await store.list(services.db, query);
  if (query.page > 1 && list.rows.length === 0) throw data({ message: 'No such page' }, { status: 404 });
  const deleted = url.searchParams.get('deleted');
  return {
    kind: key,
    ...list,
    search: query.search,
    isAdmin: staff.role === 'admin',
    toast: deleted
      ? {
          tone: 'success' as const,
          title: `${capitalised(contentKinds[key].singular)} deleted`,
          description: `“${deleted.slice(0, 200)}” is gone.`,
        }
      : null,
  };
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

export default function EntryList({ loaderData }: Route.ComponentProps) {
  const { kind: key, rows, total, page, pageCount, search } = loaderData;
  const kind = contentKinds[key];
  const hrefOf = (n: number) => {
    const params = new URLSearchParams();
    if (search) params.set('q', search);
    if (n > 1) params.set('page', String(n));
    const query = params.toString();
    return query ? `${listPath(key)}?${query}` : listPath(key);
  };
  return (
    <section>
      <p className="text-sm">
        <Link to="/admin/content" className="text-muted underline hover:text-text">
          Content
        </Link>
      </p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">
          {kind.plural} <span className="text-muted">({total})</span>
        </h1>
        <ButtonLink to={newPath(key)}>{`New ${kind.singular}`}</ButtonLink>
      </div>
      {kind.adminOnly ? (
        <p className="mt-2 text-sm text-muted">This part of the desk is for admins only.</p>
      ) : null}
      {'note' in kind ? <p className="mt-2 max-w-3xl text-sm text-muted">{kind.note}</p> : null}
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="flex min-w-64 flex-1 flex-col gap-1.5">
          <label htmlFor="content-search" className="text-sm font-semibold">
            {`Search ${kind.plural.toLowerCase()}`}
          </label>
          <input
            id="content-search"
            name="q"
            type="search"
            defaultValue={search}
            maxLength={100}
            className="min-h-11 w-full rounded-xl border border-border bg-surface px-4 py-2"
          />
        </div>
        <button type="submit" className={buttonClass('secondary')}>
          Search
        </button>
        {search ? (
          <Link to={listPath(key)} className="min-h-11 content-center text-sm text-muted underline">
            Clear
          </Link>
        ) : null}
      </Form>
      {rows.length === 0 ? (
        <p className="mt-6 text-muted">
          {search
            ? `No ${kind.plural.toLowerCase()} match “${search}”.`
            : `No ${kind.plural.toLowerCase()} yet.`}
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-2xl border border-border">
          <table className="w-full text-left text-sm">
            <thead className="bg-surface-2 text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {capitalised(kind.singular)}
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  Changed (UTC)
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-border">
                  <td className="px-4 py-3">
                    <Link
                      to={editPath(key, row.id)}
                      className="font-semibold underline-offset-2 hover:underline"
                    >
                      {row.title}
                    </Link>
                    {row.detail ? <span className="block text-muted">{row.detail}</span> : null}
                  </td>
                  <td className="px-4 py-3">{row.status ? <StatusBadge status={row.status} /> : null}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-muted">
                    {row.updatedAt ? dateFormat.format(new Date(row.updatedAt)) : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefOf={hrefOf}
        label={`Pages of ${kind.plural.toLowerCase()}`}
      />
      <Toast toast={loaderData.toast} />
    </section>
  );
}
