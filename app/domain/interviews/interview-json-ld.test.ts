import { describe, expect, it } from 'vitest';
import { interviewJsonLd } from './interview-json-ld';

const site = {
  name: 'Dropwire',
  url: 'https://dropwire.example/',
  canonical: 'https://dropwire.example/interviews/talk',
  image: null,
  audio: null,
};
const interview = {
  title: 'Bicep on the long way round',
  description: 'We met Bicep in Belfast.',
  guests: ['Matt McBriar', 'Andy Ferguson'],
  publishedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  author: { name: 'Sam Whitfield', url: 'https://dropwire.example/author/sam' },
};

describe('interviewJsonLd', () => {
  it('is an Article about each guest as a Person, by its interviewer, with its dates', () => {
    expect(interviewJsonLd(interview, site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Bicep on the long way round',
      description: 'We met Bicep in Belfast.',
      about: [
        { '@type': 'Person', name: 'Matt McBriar' },
        { '@type': 'Person', name: 'Andy Ferguson' },
      ],
      datePublished: '2026-11-20T10:00:00.000Z',
      dateModified: '2026-11-21T10:00:00.000Z',
      author: [{ '@type': 'Person', name: 'Sam Whitfield', url: 'https://dropwire.example/author/sam' }],
      publisher: { '@type': 'Organization', name: 'Dropwire', url: 'https://dropwire.example/' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://dropwire.example/interviews/talk' },
      articleSection: 'Interviews',
      inLanguage: 'en',
    });
  });

  it('names the site as author when nobody signed it, and adds the image and audio it has', () => {
    const ld = interviewJsonLd(
      { ...interview, title: 'x'.repeat(120), author: null },
      { ...site, image: 'https://dropwire.example/c.svg', audio: 'https://dropwire.example/a.wav' },
    );
    expect(ld).toMatchObject({
      headline: `${'x'.repeat(109)}…`,
      author: [{ '@type': 'Organization', name: 'Dropwire' }],
      image: ['https://dropwire.example/c.svg'],
      audio: { '@type': 'AudioObject', contentUrl: 'https://dropwire.example/a.wav' },
    });
  });
});
