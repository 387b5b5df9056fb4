import type { ArticleDetail } from '~/domain/articles/article-reads.server';
import { formatLongDate, formatNumber } from '~/lib/format';
import { AuthorAvatar } from './author-avatar';
import { categoryLabel } from './category-label';
import { PageLink } from '../page-link';
import { Badge } from '../ui/badge';
import { Icon } from '../ui/icon';
import { KeptMarkup } from '~/rendering/kept-markup';

type HeaderArticle = Pick<
  ArticleDetail,
  | 'category'
  | 'isSponsored'
  | 'isAiAssisted'
  | 'title'
  | 'excerpt'
  | 'publishedAt'
  | 'readTime'
  | 'views'
  | 'lang'
> & { author: Pick<NonNullable<ArticleDetail['author']>, 'handle' | 'name' | 'avatar'> | null };

/**
 * An article's header: its section and labels, title, standfirst, byline and views as the page was read (the
 * count is the one the page cache holds: decision 060). The same on every view of the page: rendered once for
 * what it shows (`KeptMarkup`), which is the fields picked here, not the article's whole body.
 */
export function ArticleHeader({ article }: { article: HeaderArticle }) {
  const { author } = article;
  const shown: HeaderArticle = {
    category: article.category,
    isSponsored: article.isSponsored,
    isAiAssisted: article.isAiAssisted,
    title: article.title,
    excerpt: article.excerpt,
    publishedAt: article.publishedAt,
    readTime: article.readTime,
    views: article.views,
    lang: article.lang ?? null,
    author: author && { handle: author.handle, name: author.name, avatar: author.avatar },
  };
  return <KeptMarkup as="header" component={HeaderContent} props={{ article: shown }} />;
}

function HeaderContent({ article }: { article: HeaderArticle }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <PageLink to={`/news?category=${article.category}`}>
          <Badge>{categoryLabel(article.category)}</Badge>
        </PageLink>
        {article.isSponsored ? <Badge tone="neutral">Sponsored</Badge> : null}
        {article.isAiAssisted ? <Badge tone="neutral">AI-assisted</Badge> : null}
      </div>
      <h1 className="mt-4 text-3xl leading-tight font-extrabold sm:text-5xl" lang={article.lang ?? undefined}>
        {article.title}
      </h1>
      {article.excerpt ? (
        <p className="mt-4 text-lg text-muted" lang={article.lang ?? undefined}>
          {article.excerpt}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 border-y border-border py-4 text-sm text-muted">
        {article.author ? (
          <PageLink
            to={`/author/${article.author.handle}`}
            className="inline-flex items-center gap-3 hover:text-text"
          >
            <AuthorAvatar name={article.author.name} avatar={article.author.avatar} size="h-10 w-10" />
            <span>
              <span className="block font-semibold text-text">{article.author.name}</span>
              <span>@{article.author.handle}</span>
            </span>
          </PageLink>
        ) : (
          <span className="font-semibold text-text">Anonymous</span>
        )}
        <span className="inline-flex items-center gap-1.5">
          <Icon name="calendar" className="h-4 w-4" />
          <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Icon name="clock" className="h-4 w-4" />
          {`${article.readTime} min read`}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Icon name="eye" className="h-4 w-4" />
          {`${formatNumber(article.views)} views`}
        </span>
      </div>
    </>
  );
}
