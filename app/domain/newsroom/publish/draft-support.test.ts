import { describe, expect, it } from 'vitest';
import { draftSupport } from './draft-support';

const sources = [
  {
    sourceName: 'Pulse Wire',
    url: 'https://pulse-wire.example/tour',
    title: 'Amelie Lens announces a 40-date world tour',
    text: 'The tour starts in Antwerp in March and ends in Melbourne.',
  },
];

describe('draftSupport', () => {
  it("is the share of the draft's content words its sources contain", () => {
    expect(
      draftSupport(
        { headline: 'Amelie Lens announces world tour', summary: 'It starts in Antwerp.' },
        sources,
      ),
    ).toBe(1);
    // "stadium" and "sold" are the model’s own: two of its eight content words.
    expect(
      draftSupport(
        { headline: 'Amelie Lens announces stadium tour', summary: 'Antwerp and Melbourne sold.' },
        sources,
      ),
    ).toBe(6 / 8);
  });

  it('is 0 for a draft of function words only', () => {
    expect(draftSupport({ headline: 'The', summary: 'and the' }, sources)).toBe(0);
  });
});
