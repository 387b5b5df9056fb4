// An edition's structured data: an Article from the site, listing the stories it carries. Pure.

type EditionForJsonLd = {
  subject: string;
  description: string;
  date: string;
  stories: { title: string; url: string | null }[];
};

/** JSON-LD of an edition page at `canonical`, published by the site `site`. */
export function editionJsonLd(
  edition: EditionForJsonLd,
  site: { name: string; url: string },
  canonical: string,
): Record<string, unknown> {
  const publisher = { '@type': 'Organization', name: site.name, url: site.url };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    // Search engines show at most 110 characters of a headline.
    headline: edition.subject.length > 110 ? `${edition.subject.slice(0, 109)}…` : edition.subject,
    description: edition.description,
    datePublished: edition.date,
    author: publisher,
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    articleSection: 'Newsletter',
    inLanguage: 'en',
    hasPart: {
      '@type': 'ItemList',
      numberOfItems: edition.stories.length,
      itemListElement: edition.stories.map((story, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: story.title,
        ...(story.url ? { url: story.url } : {}),
      })),
    },
  };
}
