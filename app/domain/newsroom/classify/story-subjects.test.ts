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

  // Decision 092: names in passing, shaped after tuning-5's tag failures.
  it('reads no name inside a longer one: "Ultra" in "Ultra Europe" is not the Miami festival', () => {
    const storm = tags([
      'Rave Wire',
      'Ultra Europe calls off its first day after a storm',
      'Wind and rain kept the gates shut on Friday evening.',
    ]);
    expect(storm).toContain('Ultra Europe');
    expect(storm).not.toContain('Ultra Music Festival');
  });

  it("reads a short name beside its edition's city as that edition", () => {
    const halloween = tags([
      'Gazzetta',
      'Halloween a Torino è Movement',
      "L'undicesima edizione del festival porta al Lingotto Sven Väth e Jeff Mills.",
    ]);
    expect(halloween).toContain('Movement Torino');
    expect(halloween).not.toContain('Movement');
    // Without the city, the name is the festival's own.
    expect(tags(['Beat Desk', 'Movement returns to Hart Plaza', 'Detroit hosts it in May.'])).toContain(
      'Movement',
    );
  });

  it('leaves out a short name where more reports write the longer one it shortens', () => {
    const sold = tags(
      ['Pure', 'Ministry of Sound an Sony verkauft', 'Das Londoner Label gehört nun Sony Music UK.'],
      ['DJ Wire', 'Sony buys Ministry of Sound Recordings', 'The label launched London Grammar.'],
      ['AV', 'Sony acquires Ministry of Sound Recordings', 'The compilations arm is included.'],
    );
    expect(sold).toContain('Ministry of Sound Recordings');
    expect(sold).not.toContain('Ministry of Sound');
  });

  it('leaves out a list of makers around a deal, not the makers tied to its headline', () => {
    const deal = tags([
      'Gear Wire',
      'UK regulator questions AlphaTheta and Serato',
      'The deal could hurt rival hardware from Rane, Denon DJ, Numark and Reloop.',
    ]);
    expect(deal).toEqual(expect.arrayContaining(['AlphaTheta', 'Serato']));
    for (const maker of ['Rane', 'Denon DJ', 'Numark', 'Reloop']) expect(deal).not.toContain(maker);
    // inMusic's own brands, listed in a story headlined by inMusic, are its story.
    expect(
      tags([
        'Gear Wire',
        'inMusic threatens to fight the Serato deal',
        'The owner of Rane, Denon DJ and Numark says DJs would lose.',
      ]),
    ).toEqual(expect.arrayContaining(['inMusic', 'Rane', 'Denon DJ', 'Numark']));
    // A maker named on its own is a subject wherever it is named.
    expect(tags(['Gear Wire', 'A new mixer for clubs', 'Rane makes it in Seattle.'])).toContain('Rane');
  });

  it('never tags a company that only owns or runs events, even in a headline', () => {
    const sold = tags([
      'Biz Wire',
      'Superstruct Entertainment sold to KKR',
      'The owner of Sónar and Parookaville changes hands.',
    ]);
    expect(sold).not.toContain('Superstruct Entertainment');
    expect(sold).toEqual(expect.arrayContaining(['Sónar', 'Parookaville']));
    // A promoter whose parties are a sound of their own is a subject in a headline.
    expect(
      tags(['Beat Desk', 'Q-dance opens a new hardstyle arena night', 'Its first edition is in Utrecht.']),
    ).toContain('Q-dance');
  });
});
