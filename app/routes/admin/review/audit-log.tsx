import { Form, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-link';
import { SelectField, TextField } from '~/components/ui/field';
import { Badge } from '~/components/ui/badge';
import { auditFilterChoices, listAuditEvents } from '~/domain/auth/audit-log.server';
import { requireStaff } from '~/domain/auth/staff.server';
import type { Route } from './+types/audit-log';
import { AuditDiffView } from './audit-diff-view';
import { auditHref, readAuditFilter } from './audit-query-schema';
import { formatDeskTime } from '~/components/desk/desk-time';
import { Pager } from './pager';

export const meta: Route.MetaFunction = () => [{ title: 'Audit log · Desk' }];

export async function loader(args: Route.LoaderArgs) {
  // Admins only: the log names every editor's changes.
  const { services } = await requireStaff(args, 'admin');
  const filter = readAuditFilter(new URL(args.request.url));
  const [page, choices] = await Promise.all([
    listAuditEvents(services.db, filter),
    auditFilterChoices(services.db),
  ]);
  return { filter: { ...filter, page: page.page }, page, choices };
}

function Choices({
  name,
  label,
  any,
  values,
  value,
}: {
  name: string;
  label: string;
  any: string;
  values: string[];
  value?: string;
}) {
  return (
    <SelectField label={label} name={name} defaultValue={value ?? ''}>
      <option value="">{any}</option>
      {values.map((entry) => (
        <option key={entry} value={entry}>
          {entry}
        </option>
      ))}
    </SelectField>
  );
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { filter, page, choices } = loaderData;
  const filtered = Boolean(
    filter.action || filter.entityType || filter.actor || filter.entityId || filter.from || filter.to,
  );
  return (
    <section>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">Audit log</h1>
        <Badge tone="neutral">Admins only</Badge>
      </div>
      <p className="mt-2 max-w-3xl text-muted">
        Every change made from the desk or the command line: who, what, before and after, when. Times are UTC.
      </p>

      <Form
        method="get"
        className="mt-6 grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-3 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end"
      >
        <Choices
          name="action"
          label="Action"
          any="Any action"
          values={choices.actions}
          value={filter.action}
        />
        <Choices
          name="entity"
          label="Entity type"
          any="Any type"
          values={choices.entityTypes}
          value={filter.entityType}
        />
        <Choices name="actor" label="Who" any="Anyone" values={choices.actors} value={filter.actor} />
        <TextField label="From" name="from" type="date" defaultValue={filter.from ?? ''} />
        <TextField label="To" name="to" type="date" defaultValue={filter.to ?? ''} />
        {filter.entityId ? <input type="hidden" name="id" value={filter.entityId} /> : null}
        <button type="submit" className={buttonClass('secondary')}>
          Filter
        </button>
      </Form>

      <p className="mt-6 text-sm text-muted" role="status">
        {page.total === 1 ? '1 change' : `${page.total} changes`}
        {filter.entityId ? ` to ${filter.entityType ?? 'entity'} ${filter.entityId}` : ''}
        {filtered ? (
          <>
            {' · '}
            <Link to="/admin/audit" className="underline hover:text-text">
              Clear filters
            </Link>
          </>
        ) : null}
      </p>
      {page.events.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-border bg-surface p-6 text-muted">
          No changes match these filters.
        </p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3">
          {page.events.map((event) => (
            <li key={event.id} className="rounded-2xl border border-border bg-surface p-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <time dateTime={event.createdAt} className="text-muted">
                  {formatDeskTime(event.createdAt)}
                </time>
                <Badge tone="neutral">{event.action}</Badge>
                <span className="font-semibold">{event.actorEmail}</span>
              </div>
              <p className="mt-2">{event.summary}</p>
              <p className="mt-1 text-xs text-muted">
                {event.entityType}
                {event.entityId ? (
                  event.entityType === 'article' ? (
                    <>
                      {' '}
                      <Link to={`/admin/desk/${event.entityId}`} className="underline hover:text-text">
                        {event.entityId}
                      </Link>
                    </>
                  ) : (
                    ` ${event.entityId}`
                  )
                ) : null}
              </p>
              <details className="mt-3">
                <summary className="cursor-pointer text-sm font-semibold">Before and after</summary>
                <div className="mt-3">
                  <AuditDiffView before={event.before} after={event.after} />
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
      <Pager
        label="Audit log pages"
        page={page.page}
        pageCount={page.pageCount}
        hrefOf={(number) => auditHref(filter, number)}
      />
    </section>
  );
}
