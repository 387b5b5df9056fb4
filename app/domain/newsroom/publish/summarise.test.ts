import { describe, expect, it } from 'vitest';
import { QUOTE_MAX_WORDS, quotes, SUMMARY_MAX_WORDS, summarise } from './summarise';

const sources = [
  {
    sourceName: 'Mixdown',
    url: 'http://127.0.0.1/a',
    title: 'Amelie Lens announces 2027 world tour',
    text: 'Amelie Lens has announced a 40-date world tour for 2027. The tour starts in Antwerp in March and ends in Melbourne. Tickets go on sale on Friday. Her label Lenske will host showcases in five cities.',
  },
  {
    sourceName: 'Gear Pulse',
    url: 'http://127.0.0.1/b',
    title: 'Amelie Lens reveals huge world tour',
    text: 'Belgian techno star Amelie Lens will play 40 dates around the world in 2027. The run opens in Antwerp. Fans can buy tickets from Friday morning.',
  },
  {
    sourceName: 'Europa Beat',
    url: null,
    title: 'Lens goes global in 2027',
    text: 'A 40-date world tour for Amelie Lens was confirmed today, opening in Antwerp and closing in Melbourne, with Lenske showcases along the way in Berlin, Paris, London, New York and Tokyo, according to her team, who added that more dates may follow later in the year if demand is as strong as expected.',
  },
];

describe('summarise', () => {
  it('writes at most 80 words from what the sources agree on, and picks a headline from them', () => {
    const { headline, summary } = summarise(sources);
    expect(sources.map((source) => source.title)).toContain(headline);
    expect(summary.split(/\s+/).length).toBeLessThanOrEqual(SUMMARY_MAX_WORDS);
    expect(summary).toMatch(/40-date world tour|40 dates/);
    expect(summary).toMatch(/Antwerp/);
  });

  it('quotes at most 40 words per source', () => {
    const picked = quotes(sources);
    expect(picked).toHaveLength(3);
    for (const quote of picked) expect(quote.quote.split(/\s+/).length).toBeLessThanOrEqual(QUOTE_MAX_WORDS);
    expect(picked[2]?.quote.endsWith('…')).toBe(true);
  });
});
