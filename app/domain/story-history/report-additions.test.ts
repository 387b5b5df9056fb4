import { describe, expect, it } from 'vitest';
import { reportAdditions } from './report-additions';

describe('reportAdditions', () => {
  it('lists what each report said that earlier ones had not', () => {
    // Retold from how Awakenings' 2024 line-up was reported: the first outlet gave the headliners, a later
    // one added the stage, the date of the ticket sale and the capacity.
    const added = reportAdditions([
      {
        headline: 'Awakenings Festival reveals Charlotte de Witte and Amelie Lens',
        lead: 'The Dutch festival returns to Spaarnwoude in July.',
        body: '',
      },
      {
        headline: 'Charlotte de Witte and Amelie Lens lead Awakenings',
        lead: 'Awakenings returns to Spaarnwoude in July with Reinier Zonneveld on the Area V stage.',
        body: 'Tickets go on sale on 14 February for 80,000 fans.',
      },
      { headline: 'Amelie Lens to play Awakenings', lead: 'In Spaarnwoude in July.', body: '' },
    ]);
    const texts = added.map((facts) => facts.map((fact) => fact.text));
    expect(texts[0]).toEqual(
      expect.arrayContaining([
        'Awakenings Festival',
        'Charlotte de Witte',
        'Amelie Lens',
        'Spaarnwoude',
        'July',
      ]),
    );
    expect(texts[1]).toEqual(
      expect.arrayContaining(['Reinier Zonneveld', 'Area V', '14 February', '80,000 fans']),
    );
    expect(texts[1]).not.toContain('Amelie Lens');
    // A shorter spelling of a known name is not news.
    expect(texts[1]).not.toContain('Awakenings');
    expect(texts[2]).toEqual([]);
  });
});

describe('reportAdditions across languages and spellings', () => {
  it('reads names in English reports only, and knows a longer spelling of a name in the same report', () => {
    const added = reportAdditions([
      {
        headline: 'Mira Solenne announces a 30-date tour',
        lead: 'Techno DJ Mira Solenne opens in Leeds.',
        body: '',
      },
      {
        headline: 'Mira Solenne geht auf Welttournee',
        lead: '30 Städte, Auftakt im Frühjahr',
        body: '',
        language: 'de',
      },
      {
        headline: 'Mira Solenne confirms a tour of 30 cities',
        lead: 'It opens at the Kiln.',
        body: '',
        language: 'en',
      },
    ]);
    const texts = added.map((facts) => facts.map((fact) => fact.text));
    expect(texts[0]).not.toContain('Techno DJ Mira Solenne');
    expect(texts[1]).toEqual(['30 Städte']);
    expect(texts[2]).toEqual(['Kiln', '30 cities']);
  });
});
