import { describe, expect, it } from 'vitest';
import { htmlToText } from '~/lib/html';
import { composeArticles, type StoryItem } from './compose-articles';
import { splitSentences } from './sentences';
import { nearRepeat, vector } from './sentence-vectors';
import { tokens } from '../normalise/similarity';

const item = (
  id: string,
  sourceName: string,
  language: string,
  title: string,
  contentText: string,
): StoryItem => ({
  id,
  title,
  summary: splitSentences(contentText)[0] ?? '',
  contentText,
  url: `https://${sourceName.toLowerCase().replace(/\W+/g, '')}.example/${id}`,
  imageUrl: null,
  language,
  publishedAt: new Date('2026-11-20T12:00:00Z'),
  sourceName,
  sourceCategory: 'news',
  autoPublish: true,
});

// One mixer update told by four outlets, one in German, each repeating the others' facts in its own words.
const story: StoryItem[] = [
  item(
    'a',
    'Pulse Wire',
    'en',
    'Halden Audio brings stem separation to the DX-4 mixer',
    "Halden Audio's DX-4 club mixer gains real-time stem separation on every channel in firmware 2.0, released today. Vocals, drums or bass of any track can be muted from the channel's filter knob. The update is free for DX-4 owners and installs over USB.",
  ),
  item(
    'b',
    'Synth Bench',
    'en',
    'Halden Audio DX-4 mixer update adds stem separation',
    'Firmware 2.0 for the Halden Audio DX-4 adds real-time stem separation on all four channels. Owners can mute the vocals, drums or bass of a track from the filter knob. The update is free and installs over USB; a new boot screen shows the version. Halden Audio says the separation runs on the mixer itself, with 12 ms of latency.',
  ),
  item(
    'd',
    'Booth Notes',
    'en',
    'DX-4 owners get stems at last',
    'Halden Audio, the Oslo maker founded in 2014, had promised stem separation for the DX-4 ever since the mixer launched in 2023, and it now says that some 40,000 mixers in clubs, bars and festival booths across Europe and Asia can take the free update. The DX-4 gains stem separation in firmware 2.0.',
  ),
  item(
    'c',
    'Taktwerk',
    'de',
    'Halden Audio DX-4: Firmware 2.0 trennt Stems',
    'Der DX-4 von Halden Audio trennt mit Firmware 2.0 Gesang, Drums und Bass in Echtzeit. Das Update ist kostenlos.',
  ),
];

/** Every sentence a reader meets on the page: the standfirst, then the body with its quotes. */
function pageSentences(summary: string, content: string): string[] {
  const body = htmlToText(content.replace(/<cite>.*?<\/cite>/g, '').replace(/<h2>.*?<\/h2>/g, ''));
  return [summary, ...splitSentences(body)]
    .flatMap(splitSentences)
    .map((sentence) => sentence.replace(/…$/, ''));
}

describe('composeArticles', () => {
  it('says each thing once across the standfirst, the body and what the sources say', () => {
    const composed = composeArticles(new Map([['story', story]]), { lexicon: [], authorId: 'desk' });
    const { draft } = composed.get('story')!;
    expect(draft.summary).toMatch(/DX-4.*stem separation/);
    expect(draft.content).toContain('What the sources say');
    const sentences = pageSentences(draft.summary!, draft.content!);
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    expect(new Set(sentences).size).toBe(sentences.length);
    // No sentence retells one above it, whichever outlet wrote each.
    sentences.forEach((sentence, i) => {
      for (const earlier of sentences.slice(0, i))
        expect(
          nearRepeat(vector(tokens(earlier)), vector(tokens(sentence))),
          `${earlier} / ${sentence}`,
        ).toBe(false);
    });
    // The page is in English; the German report is credited among the sources, not quoted.
    expect(draft.content).not.toContain('Taktwerk');
    expect(draft.status).toBe('published');
  });

  it('leaves a story told only in German as a draft, written in German', () => {
    const composed = composeArticles(new Map([['story', story.filter((one) => one.language === 'de')]]), {
      lexicon: [],
      authorId: 'desk',
    });
    const { draft } = composed.get('story')!;
    expect(draft.status).toBe('draft');
    expect(draft.summary).toMatch(/^Der DX-4/);
    expect(pageSentences(draft.summary!, draft.content!)).toEqual([
      draft.summary,
      'Das Update ist kostenlos.',
    ]);
  });
});
