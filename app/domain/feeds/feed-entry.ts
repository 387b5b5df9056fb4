import type { ArticleCategory } from '~/db/schema/enums';

/** A published article as the feeds read it from the database. */
export type FeedArticle = {
  slug: string;
  title: string;
  summary: string;
  /** Sanitised HTML, as stored. */
  contentHtml: string;
  category: ArticleCategory;
  coverImageUrl: string | null;
  publishedAt: Date;
  updatedAt: Date;
  author: { name: string; handle: string } | null;
  tags: { name: string; slug: string }[];
  /** Its text's language when not the site's (`articles.lang`). */
  lang?: string | null;
};

/**
 * One entry as every format writes it (RSS, Atom, JSON Feed), so the three carry the same data. URLs are
 * absolute and dates ISO 8601; text is raw here and escaped by each renderer.
 */
export type FeedEntry = {
  /** The permalink, which is also the entry's lasting id (guid, Atom id, JSON Feed id). */
  url: string;
  title: string;
  summary: string;
  contentHtml: string;
  publishedAt: string;
  updatedAt: string;
  author: { name: string; url: string } | null;
  /** The article's category first, then its tags: `term` is the slug, `label` the name readers see. */
  categories: { term: string; label: string }[];
  imageUrl: string | null;
  /** Its text's language when not the site's: Atom's xml:lang, JSON Feed's language, RSS's dc:language. */
  lang?: string | null;
};

/** The feed as a whole: its title, the page it follows, its own URL, and when it last changed. */
export type FeedChannel = {
  title: string;
  description: string;
  /** The HTML page this feed follows (the site, a tag page, an author page, a filtered News list). */
  pageUrl: string;
  /** This document's own URL (the self link). */
  feedUrl: string;
  siteName: string;
  /** The site's language (SITE_LANGUAGE), the feed's own. */
  language?: string;
  iconUrl: string;
  updatedAt: string;
  /** A WebSub hub readers may subscribe at for pushed updates (WEBSUB_HUB_URL), advertised as rel="hub". */
  hubUrl?: string;
};

/** How the site names and places things, supplied by the caller: absolute URLs come from SITE_URL. */
export type FeedSite = {
  absolute: (path: string) => string;
  categoryLabel: (category: ArticleCategory) => string;
};

/**
 * Links and images inside stored HTML made absolute: a feed reader shows the entry away from the site, where
 * `/news/x` would point at the reader's own host. A root path is on the site (under SITE_URL's own path);
 * other relative references resolve against the entry's page.
 */
function absolutizeHtml(html: string, entryUrl: string, absolute: FeedSite['absolute']): string {
  return html.replace(
    /\b(href|src)=(["'])([^"']*)\2/gi,
    (whole, attribute: string, quote: string, value: string) => {
      if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value === '') return whole;
      try {
        const onSite = value.startsWith('/') && !value.startsWith('//');
        const resolved = onSite ? absolute(value) : new URL(value, entryUrl).toString();
        return `${attribute}=${quote}${resolved}${quote}`;
      } catch {
        return whole;
      }
    },
  );
}

/** The shared entries of a feed, newest first as given. */
export function feedEntries(articles: FeedArticle[], site: FeedSite): FeedEntry[] {
  return articles.map((article) => {
    const url = site.absolute(`/news/${article.slug}`);
    return {
      url,
      title: article.title,
      summary: article.summary,
      contentHtml: absolutizeHtml(article.contentHtml, url, site.absolute),
      publishedAt: article.publishedAt.toISOString(),
      updatedAt: article.updatedAt.toISOString(),
      author: article.author
        ? { name: article.author.name, url: site.absolute(`/author/${article.author.handle}`) }
        : null,
      categories: [
        { term: article.category, label: site.categoryLabel(article.category) },
        ...article.tags.map((tag) => ({ term: tag.slug, label: tag.name })),
      ],
      imageUrl: article.coverImageUrl ? site.absolute(article.coverImageUrl) : null,
      lang: article.lang ?? null,
    };
  });
}

/** When a feed last changed: its latest entry change, or the epoch for a feed with no entries yet. */
export function feedUpdatedAt(entries: FeedEntry[]): string {
  const latest = entries.reduce((max, entry) => (entry.updatedAt > max ? entry.updatedAt : max), '');
  return latest || new Date(0).toISOString();
}
