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
