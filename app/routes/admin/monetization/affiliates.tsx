import { useState } from 'react';
import { Link, useFetcher, useSearchParams } from 'react-router';
import { Toast, type DeskToast } from '~/components/desk/toast';
import { buttonClass } from '~/components/ui/button-link';
import { Icon } from '~/components/ui/icon';
import { requireStaff } from '~/domain/auth/staff.server';
import { listAffiliateMappings } from '~/domain/monetization/affiliate-mappings.server';
import { affiliateStats } from '~/domain/monetization/affiliate-stats.server';
import type { DeskAnswer } from '../shared/desk-answer';
import type { Route } from './+types/affiliates';
import { affiliatesAction } from './affiliates-action.server';
import { AFFILIATES_PATH, MappingForm } from './mapping-form';
import { MappingRow, TOGGLE_FETCHER } from './mapping-row';
import { MonetizationStats } from './monetization-stats';

export const meta: Route.MetaFunction = () => [{ title: 'Affiliates · Desk' }];

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args);
  const [mappings, stats] = await Promise.all([
    listAffiliateMappings(services.db),
    affiliateStats(services.db),
  ]);
  // Without its secret the postback endpoint answers 404; the stats say so rather than wait for sales.
  return { mappings, stats, postbackOn: Boolean(services.config.AFFILIATE_POSTBACK_SECRET) };
}

export async function action(args: Route.ActionArgs) {
  const { staff, services } = await requireStaff(args);
  return affiliatesAction(services, staff, await args.request.formData());
}

/**
 * The toast of whichever answered last: a form post of the page (create, edit, delete, a switch without
 * JavaScript) or a switch's fetcher. Adjusted while rendering, so the server's page shows it too.
 */
function useLatestToast(
  posted: DeskAnswer | undefined,
  fetched: DeskAnswer | undefined,
): DeskToast | undefined {
  const [latest, setLatest] = useState({ posted, fetched, toast: posted?.toast });
  if (latest.posted !== posted || latest.fetched !== fetched) {
    const toast = latest.fetched !== fetched ? fetched?.toast : posted?.toast;
    setLatest({ posted, fetched, toast });
  }
  return latest.posted === posted && latest.fetched === fetched ? latest.toast : undefined;
}

export default function Affiliates({ loaderData, actionData }: Route.ComponentProps) {
  const { mappings, stats } = loaderData;
  const [params] = useSearchParams();
  const toggle = useFetcher<DeskAnswer>({ key: TOGGLE_FETCHER });
  const toast = useLatestToast(actionData, toggle.data);
  // A refused save keeps its form open, with what was typed.
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const refusedIntent = refused?.values?.intent;
  const adding = params.has('add') || refusedIntent === 'create';
  const editing = refusedIntent === 'update' ? refused?.values?.id : params.get('edit');
  const deleting = params.get('delete');
  const broken = mappings.filter((mapping) => mapping.isBroken && mapping.isActive);

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Affiliates</h1>
        {adding ? null : (
          <Link to={`${AFFILIATES_PATH}?add`} preventScrollReset className={buttonClass()}>
            <Icon name="plus" className="h-4 w-4" />
            Add Mapping
          </Link>
        )}
      </div>
      <p className="mt-2 max-w-3xl text-muted">
        Each active keyword links to its shop at its first mention in an article, a review or a gear page
        (three links a page at most), through our counted redirect; pages with such links show the affiliate
        disclosure. A daily check marks links whose shop answers with an error.
      </p>

      {adding ? (
        <div className="mt-6">
          <MappingForm
            intent="create"
            values={refusedIntent === 'create' ? (refused?.values ?? {}) : {}}
            fieldErrors={refusedIntent === 'create' ? refused?.fieldErrors : undefined}
          />
        </div>
      ) : null}

      <MonetizationStats stats={stats} postbackOn={loaderData.postbackOn} />

      {broken.length > 0 ? (
        <section
          aria-labelledby="broken-title"
          className="mt-8 rounded-2xl border border-danger bg-surface p-6"
        >
          <h2 id="broken-title" className="text-lg font-bold text-danger">
            Broken links ({broken.length})
          </h2>
          <ul className="mt-3 space-y-1 text-sm">
            {broken.map((mapping) => (
              <li key={mapping.id}>
                <span className="font-semibold">{mapping.keyword}</span> · {mapping.shopName}:{' '}
                {mapping.checkError ?? `the shop answered ${mapping.checkStatus ?? 'nothing'}`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="mappings-title" className="mt-8">
        <h2 id="mappings-title" className="text-lg font-bold">
          Mappings <span className="font-normal text-muted">({mappings.length})</span>
        </h2>
        {mappings.length === 0 ? (
          <p className="mt-3 text-muted">No affiliate mappings yet. Add one to start linking keywords.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {mappings.map((mapping) =>
              editing === mapping.id ? (
                <li key={mapping.id}>
                  <MappingForm
                    intent="update"
                    id={mapping.id}
                    values={refusedIntent === 'update' ? (refused?.values ?? {}) : mapping}
                    fieldErrors={refusedIntent === 'update' ? refused?.fieldErrors : undefined}
                  />
                </li>
              ) : (
                <MappingRow key={mapping.id} mapping={mapping} confirmingDelete={deleting === mapping.id} />
              ),
            )}
          </ul>
        )}
      </section>
      <Toast toast={toast} />
    </section>
  );
}
