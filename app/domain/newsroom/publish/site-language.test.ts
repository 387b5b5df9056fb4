import { describe, expect, it } from 'vitest';
import { articleBody } from './article-body';
import { checkDraft } from './check-draft';
import { autoPublishes, composeArticles, publishesOnUpdate, type StoryItem } from './compose-articles';
import { foreignLanguage, storyLanguage } from './summarise';

const item = (
  id: string,
  language: string | null,
  title: string,
  text: string,
  autoPublish = true,
): StoryItem => ({
  id,
  title,
  summary: text,
  contentText: text,
  url: `https://outlet-${id}.example/${id}`,
  imageUrl: null,
  language,
  publishedAt: new Date('2026-11-20T12:00:00Z'),
  sourceName: `Outlet ${id.toUpperCase()}`,
  sourceCategory: 'news',
  autoPublish,
});

// Invented acts, retold in each language as an outlet of that language would tell it.
const icelandic = item(
  'is',
  'is',
  'Hrafnhildur Stormsdóttir kveður sviðið eftir tuttugu ár',
  'Raftónlistarkonan Hrafnhildur Stormsdóttir hættir að koma fram eftir tuttugu ára feril. Síðustu tónleikarnir verða í Hörpu 12. desember.',
);
const german = item(
  'de',
  'de',
  'Kaito Vance kündigt Debütalbum Tidal Rooms an',
  'Kaito Vance veröffentlicht im April sein Debütalbum Tidal Rooms auf Ferro Audio. Das Album hat zehn Stücke.',
);
const english = item(
  'en',
  'en',
  'Kaito Vance announces debut album Tidal Rooms',
  'Kaito Vance releases his debut album Tidal Rooms on Ferro Audio in April. The album has ten tracks.',
);
const compose = (own: StoryItem[], siteLanguage?: string) =>
  composeArticles(new Map([['s', own]]), { lexicon: [], authorId: 'desk', siteLanguage }).get('s')!.draft;

describe("the site's language", () => {
  it("writes a story in the site's language when any report is, else in the language most share", () => {
    expect(storyLanguage(['de', 'en'], 'en')).toBe('en');
    expect(storyLanguage(['de', 'en'], 'de')).toBe('de');
    expect(storyLanguage(['is', 'is', 'de'], 'en')).toBe('is');
    expect(foreignLanguage(['de', 'en'], 'en')).toBeNull();
    expect(foreignLanguage(['is'], 'en')).toBe('is');
    expect(foreignLanguage(['en'], 'de')).toBe('en');
    expect(foreignLanguage([null], 'en')).toBeNull();
  });

  it('drafts a story told only in another language in it, marked, and never publishes it at once', () => {
    const draft = compose([icelandic]);
    expect(draft.status).toBe('draft');
    expect(draft.publishedAt).toBeNull();
    expect(draft.lang).toBe('is');
    expect(draft.title).toBe(icelandic.title);
    expect(draft.content).toContain('<p lang="is">');
  });

  it('publishes a story told in the site language, and in another beside it, unmarked', () => {
    const draft = compose([german, english]);
    expect(draft.status).toBe('published');
    expect(draft.lang).toBeNull();
    expect(draft.title).toBe(english.title);
  });

  it('follows SITE_LANGUAGE: on a German site German stories publish and English ones wait', () => {
    expect(compose([german], 'de')).toMatchObject({ status: 'published', lang: null });
    expect(compose([english], 'de')).toMatchObject({ status: 'draft', lang: 'en' });
    expect(compose([german, english], 'de')).toMatchObject({ status: 'published', title: german.title });
  });

  it('still follows the source: a source that does not auto-publish waits in any language', () => {
    expect(autoPublishes([{ ...english, autoPublish: false }], 'en')).toBe(false);
    expect(publishesOnUpdate([german], 'en')).toBe(false);
    expect(publishesOnUpdate([german], 'de')).toBe(true);
  });

  it('marks quotes and details in another language than the site’s, and nothing in its own', () => {
    const body = articleBody(
      ['Síðustu tónleikarnir verða í Hörpu.'],
      [
        { sourceName: 'A', url: null, quote: 'Das Album hat zehn Stücke.', language: 'de' },
        { sourceName: 'B', url: null, quote: 'The album has ten tracks.', language: 'en' },
      ],
      { site: 'en', details: 'is' },
    );
    expect(body).toContain('<p lang="is">Síðustu');
    expect(body).toContain('<blockquote lang="de">');
    expect(body).toContain('<blockquote><p>The album');
  });
});

describe('a translated model draft', () => {
  const sources = [
    { sourceName: 'Taktwerk', title: german.title, text: german.contentText, url: null, language: 'de' },
  ];

  it('may start sentences and name months and languages in its own words', () => {
    const draft = {
      headline: 'Kaito Vance announces his debut album Tidal Rooms',
      summary:
        'German outlet Taktwerk reports that Kaito Vance releases Tidal Rooms on Ferro Audio in April. It has ten tracks.',
    };
    expect(checkDraft(draft, sources)).toMatch(/April|German/);
    expect(checkDraft(draft, sources, { language: 'en' })).toBeUndefined();
  });

  it('is still refused for a name or number no source has', () => {
    const draft = {
      headline: 'Kaito Vance announces his debut album Tidal Rooms',
      summary: 'The album comes out on Ferro Audio with Mira Solenne as a guest, on 12 April.',
    };
    expect(checkDraft(draft, sources, { language: 'en' })).toMatch(/Mira|Solenne|12/);
  });
});
