import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';

// Real-looking leads of the scene's news, retold in our own words, each with the sentences it must give.
const cases: { language: string; text: string; sentences: string[] }[] = [
  {
    language: 'en',
    text: 'The mixer gains stem separation in firmware 2.0, out today. The update is free.',
    sentences: ['The mixer gains stem separation in firmware 2.0, out today.', 'The update is free.'],
  },
  {
    language: 'en',
    text: 'The single, feat. Jamie Lidell, follows the EP Vol. 2 from March. It is out on Friday.',
    sentences: ['The single, feat. Jamie Lidell, follows the EP Vol. 2 from March.', 'It is out on Friday.'],
  },
  {
    language: 'en',
    text: 'A.G. Cook and J. Smith share the bill with Dr. Motte at St. Pauli. Doors open at 22:00.',
    sentences: ['A.G. Cook and J. Smith share the bill with Dr. Motte at St. Pauli.', 'Doors open at 22:00.'],
  },
  {
    language: 'en',
    text: 'The track reached No. 1 in the club chart, e.g. in Berlin and Leeds. Boys Noize vs. Skrillex is next.',
    sentences: [
      'The track reached No. 1 in the club chart, e.g. in Berlin and Leeds.',
      'Boys Noize vs. Skrillex is next.',
    ],
  },
  {
    language: 'en',
    text: '"We are not done yet." The founder said the club would reopen. "Is it over?" she asked. No.',
    sentences: [
      '"We are not done yet."',
      'The founder said the club would reopen.',
      '"Is it over?" she asked.',
      'No.',
    ],
  },
  {
    language: 'de',
    text: 'Das Festival findet am 16. Juli statt, z.B. mit Live-Acts bzw. DJ-Sets. Erwartet werden ca. 40.000 Gäste.',
    sentences: [
      'Das Festival findet am 16. Juli statt, z.B. mit Live-Acts bzw. DJ-Sets.',
      'Erwartet werden ca. 40.000 Gäste.',
    ],
  },
  {
    language: 'de',
    text: 'Der Club feiert zum 25. Mal Geburtstag, u.a. mit Ellen Allien. Die Platte Nr. 7 erscheint im Mai.',
    sentences: [
      'Der Club feiert zum 25. Mal Geburtstag, u.a. mit Ellen Allien.',
      'Die Platte Nr. 7 erscheint im Mai.',
    ],
  },
  {
    language: 'de',
    text: '„Wir machen weiter“, sagte der Betreiber. Die Stadt hatte die Lizenz im Jahr 2024 entzogen.',
    sentences: [
      '„Wir machen weiter“, sagte der Betreiber.',
      'Die Stadt hatte die Lizenz im Jahr 2024 entzogen.',
    ],
  },
  {
    language: 'nl',
    text: 'Het festival trekt o.a. Joris Voorn en bijv. Carista naar Amsterdam. De kaartverkoop start op 3 maart.',
    sentences: [
      'Het festival trekt o.a. Joris Voorn en bijv. Carista naar Amsterdam.',
      'De kaartverkoop start op 3 maart.',
    ],
  },
  {
    language: 'fr',
    text: "« C'est la fin d'une époque. » Le club ferme ses portes après 20 ans. M. Dupont, le gérant, confirme.",
    sentences: [
      "« C'est la fin d'une époque. »",
      'Le club ferme ses portes après 20 ans.',
      'M. Dupont, le gérant, confirme.',
    ],
  },
  {
    language: 'es',
    text: 'El festival reunirá a ca. 60.000 personas, p.ej. en el escenario de la Sra. Ruiz. ¿Habrá más fechas? La organización no lo descarta.',
    sentences: [
      'El festival reunirá a ca. 60.000 personas, p.ej. en el escenario de la Sra. Ruiz.',
      '¿Habrá más fechas?',
      'La organización no lo descarta.',
    ],
  },
  {
    language: 'it',
    text: "Il dott. Rossi presenta l'album n. 3 del duo, ca. 50 minuti di musica. L'uscita è prevista a maggio.",
    sentences: [
      "Il dott. Rossi presenta l'album n. 3 del duo, ca. 50 minuti di musica.",
      "L'uscita è prevista a maggio.",
    ],
  },
  {
    language: 'pt',
    text: 'O DJ toca com a Sra. Lima no palco nº 2, aprox. às 23h. Os bilhetes esgotaram em 2025. Haverá nova data.',
    sentences: [
      'O DJ toca com a Sra. Lima no palco nº 2, aprox. às 23h.',
      'Os bilhetes esgotaram em 2025.',
      'Haverá nova data.',
    ],
  },
];

describe('splitSentences', () => {
  it.each(cases)('splits a $language lead where its sentences end: $text', ({ text, sentences }) => {
    expect(splitSentences(text)).toEqual(sentences);
  });

  it('ends a sentence at a year and at a number before a capital', () => {
    expect(splitSentences('The club closed in 2019. 40 staff lost their jobs.')).toEqual([
      'The club closed in 2019.',
      '40 staff lost their jobs.',
    ]);
  });

  it('folds whitespace and keeps a last sentence without a stop', () => {
    expect(splitSentences('  One  sentence here.\n\nAnother one without a stop ')).toEqual([
      'One sentence here.',
      'Another one without a stop',
    ]);
  });
});
