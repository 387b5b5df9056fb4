import { data, Form, Link, useNavigation } from 'react-router';
import { Toast } from '~/components/desk/toast';
import { buttonClass } from '~/components/ui/button-link';
import { SelectField, TextField } from '~/components/ui/field';
import { sourceCategories, sourceKinds } from '~/db/schema/newsroom';
import { requireStaff } from '~/domain/auth/staff.server';
import { editSource } from '~/domain/newsroom/sources/edit-source.server';
import { withFeedCheck } from '~/domain/newsroom/sources/feed-checker.server';
import { editSourceFields } from '~/domain/newsroom/sources/source-fields';
import { lastDays } from '~/domain/newsroom/sources/source-health';
import { findDeskSource } from '~/domain/newsroom/sources/source-health.server';
import { parseForm } from '~/lib/form-data';
import { deskDone, deskFailed } from '../shared/desk-answer';
import type { Route } from './+types/source';
import { feedUrlHint, firstFieldError, offerUnchecked } from './source-answers';
import { HealthBadge, SourceFacts } from './source-facts';
import { sourceIdParam } from './source-id';
import { Sparkline } from './sparkline';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.source.name ?? 'Source'} · RSS Sources · Desk` },
];

export async function loader(args: Route.LoaderArgs) {
  const { staff, services } = await requireStaff(args);
  const id = sourceIdParam(args.params);
  const now = new Date();
  const found = await findDeskSource(services.db, id, now);
  if (!found) throw data({ message: 'No such source' }, { status: 404 });
  const days = lastDays(now);
  return { ...found, now, firstDay: days[0]!, isAdmin: staff.role === 'admin' };
}

export async function action(args: Route.ActionArgs) {
  const { staff, services } = await requireStaff(args);
  const id = sourceIdParam(args.params);
  const form = await args.request.formData();
  const parsed = parseForm(editSourceFields, form);
  if (!parsed.ok)
    return deskFailed('update RSS source', firstFieldError(parsed.fieldErrors), 400, {
      fieldErrors: parsed.fieldErrors,
      values: parsed.values,
    });
  const storeUnreachable = form.get('intent') === 'update-unchecked';
  const result = await withFeedCheck(services.config, (check) =>
    editSource(services.db, { id: staff.id, email: staff.email }, id, parsed.data, check, {
      storeUnreachable,
    }),
  );
  if (!result.ok) {
    const values = Object.fromEntries([...form].map(([key, value]) => [key, String(value)]));
    const answer = deskFailed('update RSS source', result.reason, result.status, {
      fieldErrors: { url: [result.reason] },
      values,
    });
    return result.unreachable ? offerUnchecked(answer) : answer;
  }
  return deskDone(
    'RSS source updated',
    result.uncheckedReason
      ? `Saved; the new address could not be checked now (${result.uncheckedReason}).`
      : `"${result.source.name}" is saved.`,
  );
}

export default function EditSource({ loaderData, actionData }: Route.ComponentProps) {
  const { source, storedItems, now, firstDay, isAdmin } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const values = failed?.values;
  const busy = useNavigation().state === 'submitting';
  return (
    <section>
      <p className="text-sm">
        <Link to="/admin/sources" className="text-muted underline hover:text-text">
          RSS Sources
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{source.name}</h1>
      <p className="mt-1 break-all text-muted">{source.url}</p>

      <section
        aria-labelledby="health-title"
        className="mt-6 rounded-2xl border border-border bg-surface p-4"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="health-title" className="text-lg font-bold">
            Health
          </h2>
          <HealthBadge source={source} />
          <span className="text-sm text-muted">{storedItems} items stored</span>
        </div>
        <div className="mt-3">
          <SourceFacts source={source} now={now} />
        </div>
        <figure className="mt-4">
          <Sparkline values={source.daily} width={560} height={72} className="h-auto w-full max-w-xl" />
          <figcaption className="mt-1 text-xs text-muted">
            Items published per day, from {firstDay} to today (UTC)
          </figcaption>
        </figure>
      </section>

      <Form
        method="post"
        noValidate
        aria-labelledby="edit-title"
        className="mt-6 flex max-w-2xl flex-col gap-4 rounded-2xl border border-border bg-surface p-4"
      >
        <h2 id="edit-title" className="text-lg font-bold">
          Edit
        </h2>
        <TextField
          label="Source Name"
          name="name"
          required
          maxLength={120}
          defaultValue={values?.name ?? source.name}
          errors={failed?.fieldErrors?.name}
        />
        <TextField
          label="RSS URL"
          name="url"
          type="text"
          required
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          hint={`${feedUrlHint} A new address is checked before it is saved; the source is then crawled afresh.`}
          defaultValue={values?.url ?? source.url}
          errors={failed?.fieldErrors?.url}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Category"
            name="category"
            defaultValue={values?.category ?? source.category}
            errors={failed?.fieldErrors?.category}
          >
            {sourceCategories.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </SelectField>
          <SelectField
            label="Kind"
            name="kind"
            hint="Video and social sources also feed the home page's video and social rows."
            defaultValue={values?.kind ?? source.kind}
            errors={failed?.fieldErrors?.kind}
          >
            {sourceKinds.map((kind) => (
              <option key={kind}>{kind}</option>
            ))}
          </SelectField>
        </div>
        <div className="flex items-start gap-3">
          <input
            id="field-autoPublish"
            type="checkbox"
            name="autoPublish"
            defaultChecked={values ? values.autoPublish === 'on' : source.autoPublish}
            aria-describedby="field-autoPublish-hint"
            className="mt-1 h-5 w-5 accent-accent"
          />
          <div>
            <label htmlFor="field-autoPublish" className="text-sm font-semibold">
              Auto-publish
            </label>
            <p id="field-autoPublish-hint" className="text-xs text-muted">
              Stories first reported by this source are published without review; otherwise they wait in the
              review queue as drafts.
            </p>
          </div>
        </div>
        {failed && 'offerUnchecked' in failed ? (
          <p className="rounded-xl border border-border bg-surface-2 p-3 text-sm">
            The new address could not be reached just now. You can save it anyway: the crawler tries it on its
            schedule, through the same address checks.
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="intent"
            value="update"
            className={buttonClass('primary')}
            disabled={busy}
          >
            {busy ? 'Saving…' : 'Save changes'}
          </button>
          {failed && 'offerUnchecked' in failed ? (
            <button
              type="submit"
              name="intent"
              value="update-unchecked"
              className={buttonClass('secondary')}
              disabled={busy}
            >
              Save without checking
            </button>
          ) : null}
        </div>
      </Form>

      <p className="mt-6 text-sm">
        {isAdmin ? (
          <Link to={`/admin/sources/${source.id}/delete`} className="text-danger underline">
            Delete this source
          </Link>
        ) : (
          <span className="text-muted">Deleting a source is for admins only.</span>
        )}
      </p>
      <Toast toast={actionData?.toast} />
    </section>
  );
}
