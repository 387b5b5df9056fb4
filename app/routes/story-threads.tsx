import { data } from 'react-router';
import { z } from 'zod';
import { appServices } from '~/app-context.server';
import { Breadcrumb } from '~/components/breadcrumb';
import { ThreadList } from '~/components/story-history/thread-list';
import { tagCoverage } from '~/domain/story-history/story-threads.server';
import type { Route } from './+types/story-threads';
import { publicPage } from './shared/cache-headers';
import { absoluteUrl, breadcrumbTrail, pageMeta } from './shared/seo';

const params = z.object({ tag: z.string().min(1).max(200) });

/** GET /threads/{tag}: a name's full coverage, its stories as threads that kept developing. */
export async function loader({ request, params: raw, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const parsed = params.safeParse(raw);
  const coverage = parsed.success ? await tagCoverage(db, parsed.data.tag.toLowerCase()) : undefined;
  if (!coverage) {
    logger.warn({ path: new URL(request.url).pathname }, 'page not found: no coverage for tag');
    throw data(null, { status: 404 });
  }
  const canonical = absoluteUrl(config.SITE_URL, `/threads/${coverage.tag.slug}`);
  return {
    coverage,
    seo: {
      title: `${coverage.tag.name}: full coverage`,
      description: `Every story about ${coverage.tag.name}, as threads of news that kept developing.`,
      canonical,
      breadcrumb: breadcrumbTrail(
        config.SITE_URL,
        [{ label: coverage.tag.name, href: `/tags/${coverage.tag.slug}` }, { label: 'Full coverage' }],
        canonical,
      ),
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export default function StoryThreadsPage({ loaderData }: Route.ComponentProps) {
  const { coverage } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb
        items={[{ label: coverage.tag.name, href: `/tags/${coverage.tag.slug}` }, { label: 'Full coverage' }]}
      />
      <h1 className="mt-6 text-3xl font-extrabold">{coverage.tag.name}: full coverage</h1>
      <ThreadList threads={coverage.threads} />
    </div>
  );
}
