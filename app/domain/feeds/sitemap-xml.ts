import { escapeMarkup } from '~/lib/escape-markup';

// The sitemaps protocol (sitemaps.org) and Google News' extension of it. URLs arrive absolute.

const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
const lastmod = (time: Date | null) => (time ? `<lastmod>${time.toISOString()}</lastmod>` : '');

/** The index: one `<sitemap>` per part. */
export function renderSitemapIndex(parts: { url: string; lastModified: Date | null }[]): string {
  const body = parts
    .map((part) => `<sitemap><loc>${escapeMarkup(part.url)}</loc>${lastmod(part.lastModified)}</sitemap>`)
    .join('\n');
  return `${declaration}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

type UrlSetPage = { url: string; lastModified: Date | null };

const urlSetOpening = `${declaration}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const urlSetClosing = '\n</urlset>\n';
const urlElements = (pages: UrlSetPage[]) =>
  pages
    .map((page) => `<url><loc>${escapeMarkup(page.url)}</loc>${lastmod(page.lastModified)}</url>`)
    .join('\n');

/** A part: one `<url>` per page. */
export function renderUrlSet(pages: UrlSetPage[]): string {
  return `${urlSetOpening}${urlElements(pages)}${urlSetClosing}`;
}

/**
 * The same text as `renderUrlSet` of every batch's pages in turn, made a batch at a time as the batches
 * arrive, so a part of 50,000 URLs is never held whole.
 */
export async function* renderUrlSetInParts(batches: AsyncIterable<UrlSetPage[]>): AsyncGenerator<string> {
  yield urlSetOpening;
  let first = true;
  for await (const pages of batches) {
    if (pages.length === 0) continue;
    yield (first ? '' : '\n') + urlElements(pages);
    first = false;
  }
  yield urlSetClosing;
}

/** Google News: each recent article with its publication, language, date and title. */
export function renderNewsSitemap(
  publication: string,
  articles: { url: string; title: string; publishedAt: Date }[],
): string {
  const name = escapeMarkup(publication);
  const body = articles
    .map(
      (article) =>
        `<url><loc>${escapeMarkup(article.url)}</loc><news:news><news:publication><news:name>${name}</news:name>` +
        `<news:language>en</news:language></news:publication>` +
        `<news:publication_date>${article.publishedAt.toISOString()}</news:publication_date>` +
        `<news:title>${escapeMarkup(article.title)}</news:title></news:news></url>`,
    )
    .join('\n');
  return (
    `${declaration}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ` +
    `xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${body}\n</urlset>\n`
  );
}
