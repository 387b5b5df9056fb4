import { data } from 'react-router';
import { z } from 'zod';
import { appServices } from '~/app-context.server';
import { Breadcrumb } from '~/components/breadcrumb';
import { SourceRecordView } from '~/components/story-history/source-record-view';
import { sourceRecord } from '~/domain/story-history/source-records.server';
import type { Route } from './+types/source-record';
import { publicPage } from './shared/cache-headers';
import { absoluteUrl, breadcrumbTrail, pageMeta } from './shared/seo';

const params = z.object({ slug: z.string().min(1).max(120) });

/** GET /sources/{slug}: an outlet's record, computed from the newsroom's own history. */
export async function loader({ request, params: raw, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const parsed = params.safeParse(raw);
  const record = parsed.success ? await sourceRecord(db, parsed.data.slug.toLowerCase()) : undefined;
  if (!record) {
    logger.warn({ path: new URL(request.url).pathname }, 'page not found: unknown source');
    throw data(null, { status: 404 });
  }
  const canonical = absoluteUrl(config.SITE_URL, `/sources/${record.slug}`);
  return {
    record,
    seo: {
      title: `${record.name}: its record as a source`,
      description: `Stories ${record.name} reported, how often it was first, what its reports added, and its feed's health, from ${config.SITE_NAME}'s own records.`,
      canonical,
      breadcrumb: breadcrumbTrail(config.SITE_URL, [{ label: 'Sources' }, { label: record.name }], canonical),
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export default function SourceRecordPage({ loaderData }: Route.ComponentProps) {
  const { record } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb items={[{ label: 'Sources' }, { label: record.name }]} />
      <SourceRecordView record={record} />
    </div>
  );
}
