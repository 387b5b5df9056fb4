// An interview's structured data for search engines. Pure: the route gives it absolute URLs.

type InterviewForJsonLd = {
  title: string;
  description: string;
  guests: string[];
  publishedAt: string | null;
  updatedAt: string;
  author: { name: string; url: string } | null;
};

/**
 * schema.org has no Interview type for a written piece: an interview is an Article `about` its guests (each
 * a Person), with its author, dates, image, audio and publisher.
 */
export function interviewJsonLd(
  interview: InterviewForJsonLd,
  site: { name: string; url: string; canonical: string; image: string | null; audio: string | null },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    // Search engines show at most 110 characters of a headline.
    headline: interview.title.length > 110 ? `${interview.title.slice(0, 109)}…` : interview.title,
    description: interview.description || undefined,
    about: interview.guests.map((name) => ({ '@type': 'Person', name })),
    ...(site.image ? { image: [site.image] } : {}),
    ...(site.audio ? { audio: { '@type': 'AudioObject', contentUrl: site.audio } } : {}),
    ...(interview.publishedAt ? { datePublished: interview.publishedAt } : {}),
    dateModified: interview.updatedAt,
    author: interview.author
      ? [{ '@type': 'Person', name: interview.author.name, url: interview.author.url }]
      : [{ '@type': 'Organization', name: site.name, url: site.url }],
    publisher: { '@type': 'Organization', name: site.name, url: site.url },
    mainEntityOfPage: { '@type': 'WebPage', '@id': site.canonical },
    articleSection: 'Interviews',
    inLanguage: 'en',
  };
}
