import { data } from 'react-router';
import { appServices } from '~/app-context.server';
import { ArticleGrid } from '~/components/article-grid';
import { AuthorAvatar } from '~/components/author-avatar';
import { Breadcrumb } from '~/components/breadcrumb';
import { getAuthorPage } from '~/domain/content/authors.server';
import { formatNumber } from '~/lib/format';
import type { Route } from './+types/author';
import { absoluteUrl, pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const page = await getAuthorPage(db, params.handle, 48);
  if (!page) {
    logger.warn({ path: new URL(request.url).pathname }, 'page not found: unknown author');
    throw data(null, { status: 404 });
  }
  return {
    ...page,
    seo: {
      title: page.author.name,
      description: page.author.bio ?? `Articles by ${page.author.name}.`,
      canonical: absoluteUrl(config.SITE_URL, `/author/${page.author.handle}`),
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  const { author, items, total } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: 'Authors' }, { label: author.name }]} />
      <header className="mt-6 flex items-center gap-5">
        <AuthorAvatar name={author.name} avatarUrl={author.avatarUrl} size="h-20 w-20" />
        <div>
          <h1 className="text-3xl font-extrabold">{author.name}</h1>
          <p className="text-muted">@{author.handle}</p>
        </div>
      </header>
      {author.bio ? <p className="mt-4 max-w-2xl">{author.bio}</p> : null}
      <h2 className="mt-10 text-xl font-bold">
        {formatNumber(total)} published {total === 1 ? 'article' : 'articles'}
      </h2>
      <ArticleGrid articles={items} />
    </div>
  );
}
