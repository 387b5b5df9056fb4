import { data } from 'react-router';
import { appServices } from '~/app-context.server';
import { ArticleGrid } from '~/components/article-grid';
import { AuthorAvatar } from '~/components/author-avatar';
import { Breadcrumb, type Crumb } from '~/components/breadcrumb';
import { FeedLinks } from '~/components/feed-links';
import { Pagination } from '~/components/pagination';
import { getAuthorPage } from '~/domain/content/authors.server';
import { formatNumber } from '~/lib/format';
import type { Route } from './+types/author';
import { scopeFeeds } from './shared/feed-scope';
import { LIST_PAGE_SIZE, pageOf, pagingOf, pagingSeo } from './shared/list-page.server';
import { absoluteUrl, breadcrumbTrail, pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const page = pageOf(request);
  const found = await getAuthorPage(db, params.handle, LIST_PAGE_SIZE, page);
  const path = found ? `/author/${encodeURIComponent(found.author.handle)}` : '';
  const paging = found && pagingOf(path, page, found.total);
  if (!found || !paging) {
    logger.warn({ path: new URL(request.url).pathname }, 'page not found: unknown author or page');
    throw data(null, { status: 404 });
  }
  const { author } = found;
  const seoPaging = pagingSeo(config.SITE_URL, path, paging);
  const crumbs: Crumb[] = [{ label: 'Authors' }, { label: author.name }];
  const feeds = scopeFeeds({ kind: 'author', handle: author.handle }, config.SITE_NAME, author.name);
  return {
    ...found,
    paging,
    crumbs,
    feeds,
    seo: {
      title: page > 1 ? `${author.name} (page ${page})` : author.name,
      description: author.bio ?? `Articles by ${author.name}.`,
      ...seoPaging,
      image: author.avatarUrl ? absoluteUrl(config.SITE_URL, author.avatarUrl) : null,
      type: 'profile' as const,
      breadcrumb: breadcrumbTrail(config.SITE_URL, crumbs, seoPaging.canonical),
      feeds,
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  const { author, items, total, paging, crumbs, feeds } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={crumbs} />
      <header className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-center">
        <AuthorAvatar name={author.name} avatarUrl={author.avatarUrl} size="h-20 w-20" />
        <div>
          <h1 className="text-3xl font-extrabold">{author.name}</h1>
          <p className="text-muted">@{author.handle}</p>
        </div>
      </header>
      {author.bio ? <p className="mt-4 max-w-2xl">{author.bio}</p> : null}
      <FeedLinks feeds={feeds} subject={author.name} />
      <h2 className="mt-10 text-xl font-bold">
        {formatNumber(total)} published {total === 1 ? 'article' : 'articles'}
      </h2>
      {items.length === 0 ? <p className="mt-6">Nothing published yet.</p> : <ArticleGrid articles={items} />}
      <Pagination {...paging} />
    </div>
  );
}
