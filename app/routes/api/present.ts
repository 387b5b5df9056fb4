import type { z } from 'zod';
import type { ApiArticle, ApiArticleDetail } from '~/domain/feeds/api-articles.server';
import type { ApiFestival, ApiRelease } from '~/domain/feeds/api-catalog.server';
import type { ApiAuthorListing, ApiTagListing } from '~/domain/feeds/api-directory.server';
import { httpUrl } from '~/lib/untrusted-input';
import { absoluteUrl } from '../shared/seo';
import type { articleDocument, articleList, authorList, festivalList, releaseList, tagList } from './schemas';

// Domain rows become the API's JSON here, typed by the response schemas: snake_case names, ISO times,
// absolute links. A stored link that is not a URL at all is left out (null) rather than sent broken.

type Item<List extends z.ZodType> = z.infer<List> extends { data: (infer T)[] } ? T : never;

/**
 * An absolute http(s) URL for a stored link or site path, or null when there is none or it cannot be one.
 * A site path goes under the site's URL, which may have a path of its own (as `absoluteUrl` places it).
 */
function link(siteUrl: string, stored: string | null): string | null {
  if (!stored) return null;
  const onSite = stored.startsWith('/') && !stored.startsWith('//');
  return httpUrl(onSite ? `${siteUrl}${stored}` : stored, `${siteUrl}/`) ?? null;
}

const tagUrl = (siteUrl: string, slug: string) => absoluteUrl(siteUrl, `/tags/${encodeURIComponent(slug)}`);
const authorUrl = (siteUrl: string, handle: string) =>
  absoluteUrl(siteUrl, `/author/${encodeURIComponent(handle)}`);

export function presentArticle(siteUrl: string, article: ApiArticle): Item<typeof articleList> {
  const cover = link(siteUrl, article.coverImageUrl);
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    category: article.category,
    url: absoluteUrl(siteUrl, `/news/${encodeURIComponent(article.slug)}`),
    cover_image: cover ? { url: cover, alt: article.coverImageAlt } : null,
    published_at: article.publishedAt.toISOString(),
    updated_at: article.updatedAt.toISOString(),
    read_time_minutes: article.readTime,
    sponsored: article.isSponsored,
    ai_assisted: article.isAiAssisted,
    author: article.author && {
      name: article.author.name,
      handle: article.author.handle,
      avatar_url: link(siteUrl, article.author.avatarUrl),
      bio: article.author.bio,
      url: authorUrl(siteUrl, article.author.handle),
    },
    tags: article.tags.map((tag) => ({ ...tag, url: tagUrl(siteUrl, tag.slug) })),
  };
}

export function presentArticleDetail(
  siteUrl: string,
  article: ApiArticleDetail,
): z.infer<typeof articleDocument> {
  return {
    data: {
      ...presentArticle(siteUrl, article),
      body_html: article.content,
      has_affiliate_links: article.hasAffiliateLinks,
      sources: article.sources.flatMap((source) => {
        const url = link(siteUrl, source.url);
        return url ? [{ name: source.name, url }] : [];
      }),
    },
  };
}

export function presentTag(siteUrl: string, tag: ApiTagListing): Item<typeof tagList> {
  return {
    name: tag.name,
    slug: tag.slug,
    kind: tag.kind,
    url: tagUrl(siteUrl, tag.slug),
    article_count: tag.articleCount,
  };
}

export function presentAuthor(siteUrl: string, author: ApiAuthorListing): Item<typeof authorList> {
  return {
    name: author.name,
    handle: author.handle,
    avatar_url: link(siteUrl, author.avatarUrl),
    bio: author.bio,
    url: authorUrl(siteUrl, author.handle),
    article_count: author.articleCount,
  };
}

export function presentRelease(siteUrl: string, release: ApiRelease): Item<typeof releaseList> {
  const platforms: Item<typeof releaseList>['platforms'] = {};
  for (const [name, url] of Object.entries(release.platforms) as [keyof typeof platforms, string][]) {
    const absolute = link(siteUrl, url);
    if (absolute) platforms[name] = absolute;
  }
  return {
    id: release.id,
    slug: release.slug,
    title: release.title,
    artist: release.artist,
    label: release.label,
    release_date: release.releaseDate,
    genre: release.genre,
    version: release.version,
    description: release.description,
    duration_seconds: release.durationSeconds,
    cover_image_url: link(siteUrl, release.coverImageUrl),
    platforms,
    published_at: release.publishedAt?.toISOString() ?? null,
    tracks: release.tracks.map((track) => ({
      position: track.position,
      title: track.title,
      duration_seconds: track.durationSeconds,
      featured: track.featured,
    })),
  };
}

export function presentFestival(siteUrl: string, festival: ApiFestival): Item<typeof festivalList> {
  return {
    id: festival.id,
    slug: festival.slug,
    name: festival.name,
    location: festival.location,
    venue: festival.venue,
    country: festival.country,
    date_start: festival.dateStart,
    date_end: festival.dateEnd,
    genres: festival.genres,
    sale_status: festival.saleStatus,
    capacity: festival.capacity,
    age_limit: festival.ageLimit,
    website: link(siteUrl, festival.website),
    ticket_url: link(siteUrl, festival.ticketUrl),
    cover_image_url: link(siteUrl, festival.coverImageUrl),
    description: festival.description,
    published_at: festival.publishedAt?.toISOString() ?? null,
    lineup: festival.lineup,
  };
}
