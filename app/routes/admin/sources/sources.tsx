import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { type DeskToast, Toast } from '~/components/desk/toast';
import { buttonClass } from '~/components/ui/button-link';
import { requireStaff } from '~/domain/auth/staff.server';
import {
  filterSources,
  healthState,
  lastDays,
  sourceFilters,
  sourceSorts,
} from '~/domain/newsroom/sources/source-health';
import { type DeskSource, listDeskSources } from '~/domain/newsroom/sources/source-health.server';
import { deskFailed } from '../shared/desk-answer';
import type { Route } from './+types/sources';
import { AddSourceForm } from './add-source-form';
import { DeleteDialog } from './delete-dialog';
import { SourceCard } from './source-card';
import { addFromForm, crawlFromForm, toggleFromForm } from './sources-actions.server';

export const meta: Route.MetaFunction = () => [{ title: 'RSS Sources · Desk' }];

const view = z.object({
  show: z.enum(sourceFilters).catch('all'),
  sort: z.enum(sourceSorts).catch('name'),
});

export async function loader(args: Route.LoaderArgs) {
  const { staff, services } = await requireStaff(args);
  const params = new URL(args.request.url).searchParams;
  const { show, sort } = view.parse({ show: params.get('show'), sort: params.get('sort') });
  const now = new Date();
  const all = await listDeskSources(services.db, lastDays(now));
  return {
    isAdmin: staff.role === 'admin',
    now,
    total: all.length,
    failing: all.filter((source) => healthState(source) === 'failing').length,
    sources: filterSources(all, show, sort),
    show,
    sort,
  };
}

export async function action(args: Route.ActionArgs) {
  const { staff, services } = await requireStaff(args);
  const form = await args.request.formData();
  switch (form.get('intent')) {
    case 'add':
    case 'add-unchecked':
      return addFromForm(services, staff, form);
    case 'toggle':
      return toggleFromForm(services, staff, form);
    case 'crawl':
      return crawlFromForm(services, staff, form);
    default:
      return deskFailed('update RSS source', 'This form asks for nothing the page knows', 400);
  }
}

const filterLabels = { all: 'All', failing: 'Failing', inactive: 'Inactive' } as const;
const sortLabels = { name: 'Name', errors: 'Most errors first' } as const;

function ViewLinks({ show, sort }: { show: string; sort: string }) {
  const link = (next: { show?: string; sort?: string }) => {
    const params = new URLSearchParams({ show: next.show ?? show, sort: next.sort ?? sort });
    return `/admin/sources?${params}`;
  };
  const chip = (current: boolean) =>
    `rounded-full px-3 py-1 text-sm font-semibold ${current ? 'bg-accent text-on-accent' : 'border border-border hover:bg-surface-2'}`;
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
      <nav aria-label="Show" className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted">Show</span>
        {sourceFilters.map((option) => (
          <Link
            key={option}
            to={link({ show: option })}
            aria-current={option === show ? 'page' : undefined}
            className={chip(option === show)}
          >
            {filterLabels[option]}
          </Link>
        ))}
      </nav>
      <nav aria-label="Sort" className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted">Sort</span>
        {sourceSorts.map((option) => (
          <Link
            key={option}
            to={link({ sort: option })}
            aria-current={option === sort ? 'page' : undefined}
            className={chip(option === sort)}
          >
            {sortLabels[option]}
          </Link>
        ))}
      </nav>
    </div>
  );
}

export default function Sources({ loaderData, actionData }: Route.ComponentProps) {
  const { isAdmin, now, total, failing, sources, show, sort } = loaderData;
  // One toast for the page: the add form's answer, or a switch's, a crawl's or a delete's.
  // A fetcher's answer shows until the next posted form's.
  const [fetched, setFetched] = useState<DeskToast>();
  const [answered, setAnswered] = useState(actionData);
  if (answered !== actionData) {
    setAnswered(actionData);
    setFetched(undefined);
  }
  const toast = fetched ?? actionData?.toast;
  const [deleting, setDeleting] = useState<DeskSource>();
  const closeDialog = useCallback(() => setDeleting(undefined), []);
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">RSS Sources</h1>
          <p className="mt-1 text-muted">
            {total} {total === 1 ? 'source' : 'sources'}
            {failing > 0 ? `, ${failing} failing` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/sources/records" className={buttonClass('secondary')}>
            Source records
          </Link>
          <a href="/admin/sources/export.opml" download className={buttonClass('secondary')}>
            Export OPML
          </a>
          {isAdmin ? (
            <Link to="/admin/sources/import" className={buttonClass('secondary')}>
              Import OPML
            </Link>
          ) : null}
        </div>
      </div>
      {!isAdmin ? (
        <p className="mt-3 text-sm text-muted">
          Editors add, edit, switch and crawl sources; deleting sources and importing OPML are for admins
          only.
        </p>
      ) : null}
      <div className="mt-6">
        <AddSourceForm answer={actionData} />
      </div>
      <h2 className="mt-8 text-lg font-bold">
        Sources <span className="text-muted">({total})</span>
      </h2>
      <div className="mt-3">
        <ViewLinks show={show} sort={sort} />
      </div>
      {total === 0 ? (
        <p className="mt-6 text-muted">No RSS sources configured</p>
      ) : sources.length === 0 ? (
        <p className="mt-6 text-muted">No source is {show} now.</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {sources.map((source) => (
            <SourceCard
              key={source.id}
              source={source}
              now={now}
              isAdmin={isAdmin}
              onAnswer={setFetched}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      {isAdmin ? <DeleteDialog source={deleting} onClose={closeDialog} onAnswer={setFetched} /> : null}
      <Toast toast={toast} />
    </section>
  );
}
