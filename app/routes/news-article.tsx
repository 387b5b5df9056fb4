import { data } from 'react-router';
import { appServices } from '~/app-context.server';
import { AdSlot, stickyAdHandle } from '~/components/monetization/ad-slot';
import { ArticleCard } from '~/components/articles/article-card';
import { ArticleProvenance } from '~/components/articles/article-provenance';
import { ArticleHeader } from '~/components/articles/article-header';
import { AuthorAvatar } from '~/components/articles/author-avatar';
import { Breadcrumb } from '~/components/breadcrumb';
import { categoryLabel } from '~/components/articles/category-label';
import { CorrectionNote } from '~/components/articles/correction-note';
import { CoverImage } from '~/components/cover-image';
import { GroupingReportForm } from '~/components/participation/grouping-report-form';
import { buttonClass } from '~/components/ui/button-link';
import { getPublishedArticle, type ArticleDetail } from '~/domain/articles/article-reads.server';
import { linkAffiliateKeywords } from '~/domain/monetization/affiliate-keywords.server';
import type { Route } from './+types/news-article';
import { groupingReportAction } from './shared/grouping-report-action.server';
import { relatedArticles } from './shared/related-articles.server';
import { pageAds } from './shared/page-ads.server';
import { absoluteUrl, breadcrumbTrail, newsArticleJsonLd, pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';
import { PageLink } from '~/components/page-link';
import { TagPill } from '~/components/articles/tag-pill';
import { KeptMarkup } from '~/rendering/kept-markup';
import { StoryTimeline } from '~/components/story-history/story-timeline';
import { storyTimeline } from '~/domain/story-history/story-timeline.server';
import { timelineJsonLd } from '~/domain/story-history/timeline-json-ld';

const ARTICLE_ADS = ['inarticle-1', 'sidebar-300x250', 'inarticle-2', 'sticky-bottom'] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const article = await getPublishedArticle(db, params.slug);
  if (!article) {
    logger.warn({ path: new URL(request.url).pathname }, 'page not found: unknown article');
    throw data(null, { status: 404 });
  }
  // The reader's view was counted before the page was asked for (server/count-article-views.ts).
  const [related, ads, timeline] = await Promise.all([
    relatedArticles(db, article),
    pageAds({ db, config }, ARTICLE_ADS),
    storyTimeline(db, article),
  ]);
  // Active affiliate keywords become counted links (`/go/{id}`); a page with one shows the disclosure.
  const body = await linkAffiliateKeywords(db, article.content);
  const canonical = absoluteUrl(config.SITE_URL, `/news/${article.slug}`);
  const image = article.coverImageUrl ? absoluteUrl(config.SITE_URL, article.coverImageUrl) : null;
  const section = categoryLabel(article.category);
  return {
    article: { ...article, content: body.html, hasAffiliateLinks: article.hasAffiliateLinks || body.linked },
    related,
    ads,
    timeline,
    seo: {
      title: article.title,
      description: article.excerpt.slice(0, 160) || article.title,
      canonical,
      image,
      type: 'article' as const,
      article: {
        publishedTime: article.publishedAt,
        modifiedTime: article.updatedAt,
        section,
        tags: article.tags.map((tag) => tag.name),
      },
      breadcrumb: breadcrumbTrail(
        config.SITE_URL,
        [{ label: 'News', href: '/news' }, { label: article.title }],
        canonical,
      ),
      jsonLd: [
        {
          ...newsArticleJsonLd(
            { ...article, category: section },
            { name: config.SITE_NAME, url: config.SITE_URL, canonical, image },
          ),
          ...timelineJsonLd(timeline),
        },
      ],
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

// The sticky ad goes after the footer (root layout).
export const handle = stickyAdHandle;

// A reader's report that the article's sources are wrongly grouped (the form under the sources).
export const action = groupingReportAction;

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  const { article, related, ads, timeline } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: 'News', href: '/news' }, { label: article.title }]} />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article>
          <ArticleHeader article={article} />
          <CorrectionNote correction={article.correction} />
          {article.cover ? (
            <CoverImage
              image={article.cover}
              alt={article.coverImageAlt ?? ''}
              // The article column: 100vw less the page's padding, and beside the sidebar from lg on.
              sizes="(min-width: 1280px) 920px, (min-width: 1024px) calc(100vw - 360px), calc(100vw - 32px)"
              widths={[480, 640, 960, 1280, 1920]}
              priority
              className="mt-8 aspect-video w-full rounded-2xl object-cover"
            />
          ) : null}
          {article.hasAffiliateLinks ? (
            <aside
              aria-label="Affiliate disclosure"
              className="mt-8 rounded-xl border border-border bg-surface-2 p-4 text-sm text-muted"
            >
              Some links in this article are affiliate links: if you buy through them we may earn a
              commission, at no cost to you. It never decides what we cover.
            </aside>
          ) : null}
          {/* Stored HTML is sanitised with one allowlist when it is written (app/lib/html.ts). */}
          <div className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: article.content }} />
          <AdSlot ad={ads['inarticle-1']} className="mt-10" />

          {article.sources.length > 0 ? (
            <ArticleProvenance sources={article.sources} ai={article.ai}>
              <GroupingReportForm sources={article.sources} />
            </ArticleProvenance>
          ) : null}

          <StoryTimeline timeline={timeline} />

          {article.tags.length > 0 ? (
            <KeptMarkup
              as="section"
              aria-labelledby="tags-title"
              className="mt-8"
              component={ArticleTags}
              props={{ tags: article.tags }}
            />
          ) : null}

          {article.author?.bio ? (
            <KeptMarkup
              as="section"
              aria-label="About the author"
              className="mt-10 flex gap-4 rounded-2xl border border-border bg-surface p-6"
              component={AboutTheAuthor}
              props={{ author: article.author, bio: article.author.bio }}
            />
          ) : null}
        </article>

        <div className="flex h-fit flex-col gap-6 lg:sticky lg:top-24">
          <KeptMarkup
            as="aside"
            aria-label="Newsletter"
            className="rounded-2xl border border-border bg-surface p-6"
            component={NewsletterPrompt}
            props={{}}
          />
          <AdSlot ad={ads['sidebar-300x250']} />
        </div>
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="mt-16">
          <h2 id="related-title" className="text-2xl font-bold">
            Related Articles
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {related.map((item) => (
              <li key={item.id} className="flex">
                <ArticleCard article={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <AdSlot ad={ads['inarticle-2']} className="mt-16" />
    </div>
  );
}

/** The article's tags, each leading to its page. The same on every view: kept as markup (`KeptMarkup`). */
function ArticleTags({ tags }: { tags: ArticleDetail['tags'] }) {
  return (
    <>
      <h2 id="tags-title" className="text-sm font-bold tracking-wide uppercase">
        Tags
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.slug}>
            <TagPill tag={tag} />
          </li>
        ))}
      </ul>
    </>
  );
}

function AboutTheAuthor({ author, bio }: { author: NonNullable<ArticleDetail['author']>; bio: string }) {
  return (
    <>
      <AuthorAvatar name={author.name} avatar={author.avatar} size="h-14 w-14" />
      <div>
        <p className="font-bold">{author.name}</p>
        <p className="mt-1 text-sm text-muted">{bio}</p>
      </div>
    </>
  );
}

function NewsletterPrompt() {
  return (
    <>
      <h2 className="text-lg font-bold">Get the Friday digest</h2>
      <p className="mt-2 text-sm text-muted">The week's biggest stories in electronic music, once a week.</p>
      <PageLink to="/newsletter" className={`${buttonClass('primary')} mt-4 w-full`}>
        Subscribe
      </PageLink>
    </>
  );
}
