import { data } from 'react-router';
import { appServices } from '~/app-context.server';
import { ArticleGrid } from '~/components/article-grid';
import { Breadcrumb } from '~/components/breadcrumb';
import { getTagPage } from '~/domain/content/tags.server';
import { formatNumber } from '~/lib/format';
import type { Route } from './+types/tag';
import { absoluteUrl, pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const page = await getTagPage(db, params.tag.toLowerCase(), 48);
  if (!page) {
    logger.warn({ path: new URL(request.url).pathname }, 'page not found: unknown tag');
    throw data(null, { status: 404 });
  }
  return {
    ...page,
    seo: {
      title: `#${page.tag.name}`,
      description: `Electronic music news tagged ${page.tag.name}.`,
      canonical: absoluteUrl(config.SITE_URL, `/tags/${page.tag.slug}`),
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export default function TagPage({ loaderData }: Route.ComponentProps) {
  const { tag, items, total } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: 'Tags' }, { label: `#${tag.name}` }]} />
      <p className="mt-4 text-sm font-semibold tracking-widest text-accent uppercase">{tag.kind}</p>
      <h1 className="mt-1 text-3xl font-extrabold sm:text-4xl">#{tag.name}</h1>
      <p className="mt-2 text-muted">
        {formatNumber(total)} published {total === 1 ? 'article' : 'articles'}
      </p>
      {items.length === 0 ? (
        <p className="mt-6">No published articles carry this tag yet.</p>
      ) : (
        <ArticleGrid articles={items} />
      )}
    </div>
  );
}
