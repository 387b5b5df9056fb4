import { describe, expect, it } from 'vitest';
import { defaultLexicon } from './default-lexicon';
import { entityTagger } from './story-entities';

// Retold examples of decision 086: what a story is about, of the names its reports mention.

const tag = entityTagger(defaultLexicon);
const tags = (...reports: [source: string, title: string, lead: string][]) =>
  tag(
    reports.map(([sourceName, title, lead]) => ({ sourceName, title, lead, text: lead })),
    { title: reports.map((r) => r[1]).join('. '), text: reports.map((r) => r[2]).join(' ') },
  ).known.map((entry) => entry.name);

describe('what a story is about', () => {
  it('tags an offshoot beside its parent only where it is as much the subject', () => {
    const cancelled = tags(
      ['Beat Desk', 'Sónar drops its 2020 edition', 'The Barcelona festival will be back in June 2021.'],
      ['Ritmo', 'Sónar no se celebrará este año', 'La conferencia Sónar+D pasará a internet en septiembre.'],
    );
    expect(cancelled).toContain('Sónar');
    expect(cancelled).not.toContain('Sónar+D');
    // Headlined, the conference is a subject of its own.
    expect(
      tags(['Beat Desk', 'Sónar+D goes online this September', 'Sónar keeps its conference going.']),
    ).toEqual(expect.arrayContaining(['Sónar', 'Sónar+D']));
    // Where both are named as often, both stay.
    expect(
      tags(
        [
          'Beat Desk',
          'Tomorrowland plans a digital weekend',
          'Tomorrowland Around the World will stream in July.',
        ],
        [
          'Ritmo',
          'El festival belga se muda a internet',
          'Tomorrowland Around the World será la edición digital de Tomorrowland.',
        ],
      ),
    ).toEqual(expect.arrayContaining(['Tomorrowland', 'Tomorrowland Around the World']));
  });

  it('tags the platform, promoter or magazine behind a story only where a headline names it', () => {
    const launch = tags([
      'Gear Wire',
      'Technics shows a new turntable in Las Vegas',
      'The launch was streamed by Boiler Room, with Derrick May on the decks.',
    ]);
    expect(launch).toEqual(expect.arrayContaining(['Technics', 'Derrick May']));
    expect(launch).not.toContain('Boiler Room');
    expect(tags(['Gear Wire', 'Boiler Room streams a turntable launch', 'Technics hosts it.'])).toContain(
      'Boiler Room',
    );
    // A maker is a subject wherever it is named.
    expect(tags(['Gear Wire', 'A new turntable for DJs', 'Technics makes it in Osaka.'])).toContain(
      'Technics',
    );
  });

  it('leaves out a pop star one report of several names in passing, not a scene act', () => {
    const off = tags(
      ['Beat Desk', 'Sziget 2020 is off', 'Hungary bans big events until mid-August.'],
      ['Ritmo', 'Sziget cancela su edición', 'El festival de Budapest vuelve en 2021.'],
      ['Takt', 'Sziget fällt aus', 'Dua Lipa und Carl Cox hätten auf der Bühne stehen sollen.'],
    );
    expect(off).toEqual(expect.arrayContaining(['Sziget', 'Carl Cox']));
    expect(off).not.toContain('Dua Lipa');
    // Told by two reports, the act is part of the story.
    expect(
      tags(
        ['Beat Desk', 'Sziget 2020 is off', 'Dua Lipa was to headline the Budapest festival.'],
        ['Takt', 'Sziget fällt aus', 'Dua Lipa hätte auf der Bühne stehen sollen.'],
      ),
    ).toContain('Dua Lipa');
  });

  it("reads a headline's common-word name by what its lead says it is", () => {
    expect(
      tags(['Club Wire', 'This is what Trouw looks like now', 'The Amsterdam club is being torn down.']),
    ).toContain('Trouw');
    expect(
      tags([
        'Takt',
        'Die Fusion beginnt',
        'Zehntausende werden in Lärz erwartet, die Polizei bleibt am Rand des Festivals.',
      ]),
    ).toContain('Fusion');
    // A lead that says nothing of a festival leaves "Fusion" a word: two companies merging.
    expect(
      tags(['Markt', 'Die Fusion beginnt', 'Zwei Softwarefirmen legen ihre Geschäfte zusammen.']),
    ).not.toContain('Fusion');
  });

  it('tags no trade-fair grounds: they say where an event is', () => {
    expect(
      tags([
        'Ritmo',
        'El Sónar se traslada a 2021',
        'El festival se celebrará en Fira Montjuïc y Fira Gran Via en junio de 2021.',
      ]),
    ).toEqual(['Sónar']);
  });
});
