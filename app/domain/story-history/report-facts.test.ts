import { describe, expect, it } from 'vitest';
import { reportFacts } from './report-facts';

const keysOf = (text: string) => reportFacts(text).map((fact) => `${fact.kind} ${fact.text}`);

describe('reportFacts', () => {
  it('finds names, places, numbers and dates in a report', () => {
    // Retold from the reports of fabric's licence review in 2016.
    const facts = keysOf(
      'Islington Council revoked the licence of fabric in London on 7 September 2016. ' +
        'The club had 250 staff and a 17-year history; Cameron Leslie said it would appeal.',
    );
    expect(facts).toEqual(
      expect.arrayContaining([
        'name Islington Council',
        'place London',
        'date 7 September 2016',
        'number 250 staff',
        'number 17-year',
        'name Cameron Leslie',
      ]),
    );
  });

  it('does not take a sentence’s first word or a month for a name', () => {
    const facts = keysOf('After years of talks, the venue reopens in January. Tickets go on sale Friday.');
    expect(facts).not.toContain('name After');
    expect(facts).not.toContain('name Tickets');
    expect(facts).toEqual(expect.arrayContaining(['date January', 'date Friday']));
    expect(facts.filter((fact) => fact.startsWith('name'))).toEqual([]);
  });

  it('compares numbers with their unit in one spelling', () => {
    const [a] = reportFacts('a 30-date tour');
    const [b] = reportFacts('a tour of 30 dates');
    expect(a!.key).toBe(b!.key);
  });

  it('ignores grammar after a number', () => {
    expect(keysOf('Between 2 and 4 acts')).toEqual(['number 2', 'number 4 acts']);
  });
});

describe('reportFacts and years', () => {
  it('reads a year before a name as a date, not a count', () => {
    expect(keysOf('The 2025 Awakenings edition').filter((fact) => fact.startsWith('number'))).toEqual([]);
  });
});
