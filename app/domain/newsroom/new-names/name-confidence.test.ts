// Decision 068: which new names tag their story at once, read from a story's reports as the newsroom reads
// them (discovery, then the rule). The names are invented, so the knowledge base holds none of them.
import { describe, expect, it } from 'vitest';
import { defaultLexicon } from '../classify/default-lexicon';
import { entityTagger } from '../classify/story-entities';
import { confidentBecause } from './name-confidence';

const tag = entityTagger(defaultLexicon);
type Report = [source: string, title: string, lead: string];
const verdicts = (...reports: Report[]) =>
  Object.fromEntries(
    tag(
      reports.map(([sourceName, title, lead]) => ({ sourceName, title, lead, text: lead })),
      { title: reports.map((r) => r[1]).join('. '), text: reports.map((r) => r[2]).join(' ') },
    ).suggested.map((name) => [name.name, confidentBecause(name)]),
  );

describe('the confidence rule for a new name', () => {
  it.each<[string, Report[], string, string | null]>([
    [
      'two outlets name a typed act',
      [
        [
          'Kick Report',
          'Orla Venn to close Lumen Weekender',
          'The Dublin producer Orla Venn plays the last night.',
        ],
        ['Bass Wire', 'Closing night for Orla Venn', 'Orla Venn will play the final set of the weekend.'],
      ],
      'Orla Venn',
      'named by 2 outlets',
    ],
    [
      'a headline and a lead, with "producer" beside it',
      [
        [
          'Kick Report',
          'Orla Venn announces debut album',
          'Dublin DJ and producer Orla Venn has finished her first album.',
        ],
      ],
      'Orla Venn',
      'in a headline and a lead, beside a word of its trade',
    ],
    [
      'a headline and a lead, with "label" beside it',
      [
        [
          'Kick Report',
          'Tallis Grey signs to Okapi Tapes',
          'The Leeds label Okapi Tapes will release the record in May.',
        ],
      ],
      'Okapi Tapes',
      'in a headline and a lead, beside a word of its trade',
    ],
    [
      'a lead only, even with a cue: it waits',
      [['Kick Report', 'A new album in May', 'Dublin producer Orla Venn has finished her first album.']],
      'Orla Venn',
      null,
    ],
    [
      'a headline and a lead with no trade word beside it: it waits',
      [
        [
          'Kick Report',
          'Orla Venn announces a new album',
          'Orla Venn will release the album on Okapi Tapes in May.',
        ],
      ],
      'Orla Venn',
      null,
    ],
  ])('%s', (_case, reports, name, expected) => {
    expect(verdicts(...reports)[name]).toBe(expected);
  });

  it.each<[string, Parameters<typeof confidentBecause>[0], string | null]>([
    [
      'no kind, two outlets: an editor must say what it is',
      { kind: null, seen: { sources: 3, inTitle: true, inLead: true, cued: false } },
      null,
    ],
    [
      'two outlets',
      { kind: 'venue', seen: { sources: 2, inTitle: false, inLead: true, cued: false } },
      'named by 2 outlets',
    ],
    [
      'one outlet, title and lead, no cue',
      { kind: 'label', seen: { sources: 1, inTitle: true, inLead: true, cued: false } },
      null,
    ],
    [
      'one outlet, lead and cue, no title',
      { kind: 'label', seen: { sources: 1, inTitle: false, inLead: true, cued: true } },
      null,
    ],
    [
      'one outlet, title, lead and cue',
      { kind: 'festival', seen: { sources: 1, inTitle: true, inLead: true, cued: true } },
      'in a headline and a lead, beside a word of its trade',
    ],
  ])('%s', (_case, name, expected) => {
    expect(confidentBecause(name)).toBe(expected);
  });
});
