import { describe, expect, it } from 'vitest';
import { checkDraft } from './check-draft';

const sources = [
  {
    sourceName: 'A',
    url: null,
    title: 'Amelie Lens announces 2027 world tour',
    text: 'The tour has 40 dates and starts in Antwerp.',
  },
];

describe('checkDraft', () => {
  it('accepts a faithful draft', () => {
    expect(
      checkDraft(
        {
          headline: 'Amelie Lens plans a 40-date tour',
          summary: 'Amelie Lens will tour in 2027, starting in Antwerp.',
        },
        sources,
      ),
    ).toBeUndefined();
  });

  it.each([
    [{ headline: 'Amelie Lens tours with Carl Cox', summary: 'The tour starts in Antwerp.' }, 'Carl, Cox'],
    [{ headline: 'Amelie Lens tours', summary: 'The tour has 55 dates, see https://x.test.' }, 'link'],
    [{ headline: 'Amelie Lens tours', summary: 'The tour has 55 dates.' }, '55'],
    [{ headline: 'word '.repeat(20), summary: 'Antwerp.' }, 'headline'],
  ])('refuses %o', (draft, reason) => {
    expect(checkDraft(draft, sources)).toContain(reason);
  });
});
