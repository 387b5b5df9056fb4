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

describe('reportFacts in the scene’s other languages', () => {
  // Retold from the real-scene tuning set: Rave The Planet's first parade (German outlets, 2022) and
  // Tomorrowland 2020's cancellation (German and Spanish outlets).
  it('reads a German, Spanish or English date as one date, and not its day as a figure', () => {
    const german = reportFacts(
      'Am 9. Juli veranstaltet Dr. Motte in Berlin eine neue Parade mit 25.000 Menschen.',
    );
    const english = reportFacts(
      'Rave The Planet marches through Berlin on July 9th with 25,000 people expected.',
    );
    const dateOf = (facts: ReturnType<typeof reportFacts>) => facts.find((fact) => fact.kind === 'date')!;
    expect(dateOf(german).text).toBe('9. Juli');
    expect(dateOf(german).key).toBe(dateOf(english).key);
    expect(german.filter((fact) => fact.kind === 'number').map((fact) => fact.text)).toEqual([
      '25.000 Menschen',
    ]);
    const spanish = reportFacts('La edición será del 23 al 25 de julio de 2021 en Boom.');
    expect(spanish.filter((fact) => fact.kind === 'date').map((fact) => fact.key)).toEqual(['d:7-25']);
    expect(spanish.filter((fact) => fact.kind === 'number').map((fact) => fact.text)).toEqual(['23']);
  });

  it('reads "25.000" and "25,000" as one figure, and "12,5" as a decimal', () => {
    const [german] = reportFacts('erwartet werden 25.000 Teilnehmer');
    const [english] = reportFacts('expecting 25,000 teilnehmer');
    expect(german!.key).toBe(english!.key);
    expect(reportFacts('cuesta 12,5 euros')[0]!.key).toBe(reportFacts('costs 12.5 euros')[0]!.key);
  });

  it('takes a weekday with an apostrophe for a date, not a name', () => {
    const facts = keysOf("The stage burned down after Friday's rehearsal in Boom.");
    expect(facts).toContain('date Friday');
    expect(facts).not.toContain("name Friday's");
  });

  it('does not take a month in another language for a date without a day or year', () => {
    // "mars" and "Mai" are words too; only "16 mars" or "mars 2024" is a date.
    expect(keysOf('Le festival Mars Attack revient').filter((fact) => fact.startsWith('date'))).toEqual([]);
    expect(keysOf('Sortie le 8 mars 2024 chez Ed Banger')).toEqual(
      expect.arrayContaining(['date 8 mars 2024', 'name Ed Banger']),
    );
  });
});

describe('reportFacts and the way other languages write figures and dates', () => {
  it('reads thousands grouped by spaces, and no unit after a number that ends a sentence', () => {
    // French groups thousands with spaces; a figure may end a sentence before the next one's first word.
    expect(keysOf('Le lieu accueillait 5 000 personnes. Près de 70 soirées par an.')).toEqual(
      expect.arrayContaining(['number 5 000 personnes', 'number 70 soirées']),
    );
    expect(keysOf('Le club a fermé à 35. Trois ans plus tard')).toContain('number 35');
  });

  it('reads a Japanese month and day as the same date as in French or English', () => {
    const japanese = reportFacts('新作アルバムを4月26日にリリース').find((fact) => fact.kind === 'date');
    const french = reportFacts('Sortie le 26 avril').find((fact) => fact.kind === 'date');
    expect(japanese?.key).toBe(french?.key);
  });

  it('does not read a month’s abbreviation inside a name with an accent', () => {
    expect(keysOf('Gaspard Augé et Xavier de Rosnay').filter((fact) => fact.startsWith('date'))).toEqual([]);
  });

  it('reads a range of days as one date keyed by its first day, not the first day as a figure', () => {
    // Retold from how Awakenings' summer weekend was announced: "10-12 July" in English, "10. Juli" in German.
    const english = reportFacts('Awakenings runs 10-12 July in Hilvarenbeek.');
    expect(english.filter((fact) => fact.kind === 'number')).toEqual([]);
    const range = english.find((fact) => fact.kind === 'date');
    expect(range?.text).toBe('10-12 July');
    expect(range?.key).toBe(reportFacts('Beginn ist am 10. Juli.').find((fact) => fact.kind === 'date')?.key);
  });

  it('multiplies a number by the word after it, written apart or attached', () => {
    // Retold from the reports of Tomorrowland's visitors in 2023: the same crowd in Italian, Portuguese, German.
    const figure = (text: string) => reportFacts(text).find((fact) => fact.kind === 'number');
    expect(figure('atteso da 400mila persone')).toMatchObject({
      text: '400mila persone',
      key: 'n:400000 persone',
    });
    expect(figure('esperadas 400 mil pessoas')).toMatchObject({
      text: '400 mil pessoas',
      key: 'n:400000 pessoa',
    });
    expect(figure('rund 1,3 Millionen Tickets')?.key).toBe('n:1300000 ticket');
    expect(figure('400.000 Besucher')?.key).toBe('n:400000 besucher');
  });
});
