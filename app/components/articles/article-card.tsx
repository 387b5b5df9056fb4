import type { ArticleCard as ArticleCardData } from '~/domain/articles/article-reads.server';
import { formatShortDate } from '~/lib/format';
import { AuthorAvatar } from './author-avatar';
import { categoryLabel } from './category-label';
import { CoverImage } from '../cover-image';
import { Badge } from '../ui/badge';
import { Icon } from '../ui/icon';
import { PageLink } from '~/components/page-link';
import { KeptMarkup } from '~/rendering/kept-markup';

// A card is at most about 400 px wide (three columns of the 80rem page), or 288 px beside a list entry;
// 1280 covers that at three device pixels per CSS pixel.
const CARD_WIDTHS = [320, 480, 640, 960, 1280] as const;
const CARD_SIZES_GRID = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
const CARD_SIZES_LIST = '(min-width: 640px) 288px, 100vw';

const articleHref = (article: Pick<ArticleCardData, 'slug' | 'id'>) => `/news/${article.slug || article.id}`;

export function ArticleCard({
  article,
  layout = 'grid',
  headingLevel = 3,
  priority = false,
}: {
  article: ArticleCardData;
  layout?: 'grid' | 'list';
  headingLevel?: 2 | 3;
  /** The first card a reader sees without scrolling: its cover loads at once. */
  priority?: boolean;
}) {
  const className = `group relative flex overflow-hidden rounded-2xl border border-border bg-surface transition-colors hover:border-accent ${layout === 'list' ? 'flex-col sm:flex-row' : 'flex-col'}`;
  return (
    <KeptMarkup
      as="article"
      className={className}
      // The same story's card recurs on list after list: rendered once for what it shows (decision 042). Not
      // the first card: its cover is preloaded from the page's head, which a card rendered alone cannot reach.
      keep={!priority}
      component={ArticleCardContent}
      props={{ article, layout, headingLevel, priority }}
    />
  );
}

function ArticleCardContent({
  article,
  layout,
  headingLevel,
  priority,
}: {
  article: ArticleCardData;
  layout: 'grid' | 'list';
  headingLevel: 2 | 3;
  priority: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isList = layout === 'list';
  return (
    <>
      <div
        className={`relative aspect-video shrink-0 overflow-hidden bg-surface-2 ${isList ? 'sm:w-72' : ''}`}
      >
        {/* Decorative: the heading beside it names the story. */}
        <CoverImage
          image={article.cover}
          alt=""
          sizes={isList ? CARD_SIZES_LIST : CARD_SIZES_GRID}
          widths={CARD_WIDTHS}
          priority={priority}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <span className="absolute top-3 left-3">
          <Badge>{categoryLabel(article.category)}</Badge>
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="line-clamp-2 text-lg leading-snug font-bold" lang={article.lang ?? undefined}>
          {/* The stretched link makes the whole card clickable while keeping one link per card. */}
          <PageLink
            to={articleHref(article)}
            prefetch="intent"
            className="after:absolute after:inset-0 focus-visible:outline-none group-has-[:focus-visible]:underline"
          >
            {article.title}
          </PageLink>
        </Heading>
        {article.excerpt ? (
          <p
            className={`text-sm text-muted ${isList ? 'line-clamp-3' : 'line-clamp-2'}`}
            lang={article.lang ?? undefined}
          >
            {article.excerpt}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-xs text-muted">
          <span className="inline-flex items-center gap-2">
            <AuthorAvatar
              name={article.author?.name ?? 'Anonymous'}
              avatar={article.author?.avatar ?? null}
              sizes="24px"
              size="h-6 w-6"
            />
            {article.author?.name ?? 'Anonymous'}
          </span>
          <time dateTime={article.publishedAt}>{formatShortDate(article.publishedAt)}</time>
          <span className="inline-flex items-center gap-1">
            <Icon name="clock" className="h-3.5 w-3.5" />
            {article.readTime} min read
          </span>
        </div>
      </div>
    </>
  );
}

export function ArticleCardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  return (
    <div
      data-testid="article-skeleton"
      aria-hidden="true"
      className={`flex animate-pulse overflow-hidden rounded-2xl border border-border bg-surface ${layout === 'list' ? 'flex-col sm:flex-row' : 'flex-col'}`}
    >
      <div className={`aspect-video bg-surface-2 ${layout === 'list' ? 'sm:w-72' : ''}`} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="h-5 w-4/5 rounded bg-surface-2" />
        <div className="h-4 w-full rounded bg-surface-2" />
        <div className="h-4 w-2/3 rounded bg-surface-2" />
      </div>
    </div>
  );
}
