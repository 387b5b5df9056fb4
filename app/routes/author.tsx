import { appServices } from '~/app-context.server';
import { ArticleGrid } from '~/components/articles/article-grid';
import { AuthorAvatar } from '~/components/articles/author-avatar';
import { Breadcrumb, type Crumb } from '~/components/breadcrumb';
import { FeedLinks } from '~/components/articles/feed-links';
import { Pagination } from '~/components/pagination';
import { getAuthorPage } from '~/domain/articles/author-pages.server';
import { formatNumber } from '~/lib/format';
import type { Route } from './+types/author';
import { scopeFeeds } from './shared/feed-scope';
import { LIST_PAGE_SIZE, listPageNotFound, listPageView, pageOf } from './shared/list-page.server';
import { absoluteUrl, pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const page = pageOf(request);
  const found = await getAuthorPage(db, params.handle, LIST_PAGE_SIZE, page);
  if (!found) listPageNotFound(logger, request, 'unknown author or page');
  const { author } = found;
  const crumbs: Crumb[] = [{ label: 'Authors' }, { label: author.name }];
  const feeds = scopeFeeds({ kind: 'author', handle: author.handle }, config.SITE_NAME, author.name);
  const list = listPageView(config.SITE_URL, {
    path: `/author/${encodeURIComponent(author.handle)}`,
    page,
    total: found.total,
    title: author.name,
    crumbs,
  });
  return {
    ...found,
    paging: list.paging,
    crumbs,
    feeds,
    seo: {
      ...list.seo,
      description: author.bio ?? `Articles by ${author.name}.`,
      image: author.avatarUrl ? absoluteUrl(config.SITE_URL, author.avatarUrl) : null,
      type: 'profile' as const,
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
        <AuthorAvatar name={author.name} avatar={author.avatar} size="h-20 w-20" sizes="80px" />
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
