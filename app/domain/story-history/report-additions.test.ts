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
  it('knows a name a German report repeats, and a longer spelling of a name in the same report', () => {
    const added = reportAdditions([
      {
        headline: 'Mira Solenne announces a 30-date tour',
        lead: 'Techno DJ Mira Solenne opens in Leeds, the first of 30 cities.',
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
    // The same figure twice in one report is listed once.
    expect(texts[0]).toContain('30-date');
    expect(texts[0]).not.toContain('30 cities');
    // "30 Städte" is the 30-date tour told in German, and "30 cities" the same figure again.
    expect(texts[1]).toEqual([]);
    expect(texts[2]).toEqual(['Kiln']);
  });
});

describe('reportAdditions in the scene’s other languages', () => {
  it('knows a date and a figure told again in another language, and reads names in Spanish and Dutch', () => {
    // Retold from the reports of Tomorrowland Around the World in 2020 (the real-scene tuning set): Dutch,
    // Spanish and German outlets gave the same dates and tickets in their own words.
    const added = reportAdditions([
      {
        headline: 'Tomorrowland bouwt een digitaal alternatief',
        lead: 'Het festival vindt plaats op 25 en 26 juli in Boom, met acht podia. Volgens medeoprichter Michiel Beers wordt het festival opnieuw uitgevonden.',
        body: '',
        language: 'nl',
      },
      {
        headline: 'Tomorrowland se celebrará en internet con Around the World',
        lead: 'Será una edición en línea el 25 y 26 de julio de 2020, con ocho escenarios. La entrada cuesta 12,5 euros; los artistas se anunciarán el 15 de junio.',
        body: '',
        language: 'es',
      },
      {
        headline: 'Tomorrowland findet dieses Jahr als digitales Festival statt',
        lead: 'Am 26. Juli 2020 und am Tag davor, mit 60 Künstlern. Mitgründer Michiel Beers kündigt es an.',
        body: '',
        language: 'de',
      },
      {
        headline: 'Tomorrowland Around the World sets 26 July for its online edition',
        lead: 'Tickets cost 12.5 euros; 60 artists will play.',
        body: '',
        language: 'en',
      },
    ]);
    const texts = added.map((facts) => facts.map((fact) => fact.text));
    expect(texts[0]).toEqual(expect.arrayContaining(['Michiel Beers', 'Boom', '26 juli']));
    expect(texts[1]).toEqual(expect.arrayContaining(['Around the World', '12,5 euros', '15 de junio']));
    expect(texts[1]).not.toContain('26 de julio de 2020');
    // German nouns are capitalised ("Festival", "Künstlern"): they are no names; its figures are read.
    expect(texts[2]).toEqual(['60 Künstlern']);
    expect(texts[3]).toEqual([]);
  });
});

describe('reportAdditions reads German names', () => {
  it('takes names the scene knows, a title or a kind names, or other languages write, and no nouns', () => {
    // Retold from how Watergate's closing was reported in 2024: an English outlet broke it, a German one added
    // who plays the last nights and who confirmed it, and a later English report named the last act again.
    const added = reportAdditions([
      {
        headline: 'Berlin club Watergate to close after 22 years',
        lead: 'The club on the Spree will shut at the end of the year.',
        body: '',
        language: 'en',
      },
      {
        headline: 'Der Berliner Club Watergate schließt',
        lead: 'Nach 22 Jahren ist Schluss: Die Betreiber nennen steigende Mieten als Grund.',
        body: 'Zum Abschied spielen DJ Koze und Solomun, die Hauptbühne bleibt bis Silvester offen. Mitgründer Steffen Charles bestätigte das Ende. Den letzten Abend bestreitet Lena Vortmann.',
        language: 'de',
      },
      {
        headline: 'Watergate names its final acts',
        lead: 'Lena Vortmann and DJ Koze play the closing weekend at the Berlin club.',
        body: '',
        language: 'en',
      },
    ]);
    const texts = added.map((facts) => facts.map((fact) => fact.text));
    expect(texts[1]).toEqual(
      expect.arrayContaining(['DJ Koze', 'Solomun', 'Steffen Charles', 'Lena Vortmann']),
    );
    for (const noun of [
      'Schluss',
      'Betreiber',
      'Mieten',
      'Grund',
      'Abschied',
      'Hauptbühne',
      'Silvester',
      'Ende',
    ])
      expect(texts[1]!.join(' ')).not.toContain(noun);
    // Watergate was said, and 22 years is "22 Jahren" again; the last English report adds nothing.
    expect(texts[1]).not.toContain('Watergate');
    expect(texts[1]).not.toContain('22 Jahren');
    expect(texts[2]).toEqual([]);
  });

  it('takes a festival named after its kind, and a name a later report in another language confirms', () => {
    const added = reportAdditions([
      {
        headline: 'Das Festival Nachtdigital fällt dieses Jahr aus',
        lead: 'Headliner wäre Marlon Hoffstadt gewesen. Die Veranstalter nennen Personalmangel.',
        body: '',
        language: 'de',
      },
      {
        headline: 'Nachtdigital cancels its 2025 edition',
        lead: 'Marlon Hoffstadt was due to headline the festival near Leipzig.',
        body: '',
        language: 'en',
      },
    ]);
    const texts = added.map((facts) => facts.map((fact) => fact.text));
    expect(texts[0]).toEqual(['Nachtdigital', 'Marlon Hoffstadt']);
    expect(texts[1]).toEqual(['Leipzig', '2025']);
  });
});

describe('reportAdditions knows a place told in another language', () => {
  it('counts a country or city once across the scene languages, and a new city in one language as new', () => {
    // Retold from the reports of Tomorrowland's 2023 main-stage fire, told in six languages.
    const report = (language: string, lead: string) => ({
      headline: 'Tomorrowland',
      lead,
      body: '',
      language,
    });
    const added = reportAdditions([
      report('en', 'The festival takes place in Belgium, near Brussels.'),
      report('nl', 'Het festival vindt plaats in België, vlak bij Brussel.'),
      report('it', 'Il festival si svolge in Belgio, vicino a Bruxelles.'),
      report('pt', 'O festival acontece na Bélgica, perto de Bruxelas.'),
      report('es', 'El festival se celebra en Bélgica, cerca de Bruselas.'),
      report('fr', 'Le festival a lieu en Belgique, près de Bruxelles.'),
      report('de', 'Das Festival findet in Belgien statt, nahe Brüssel.'),
      report('en', 'Belgian fans travel from Antwerp.'),
    ]);
    const texts = added.map((facts) => facts.map((fact) => fact.text));
    expect(texts[0]).toEqual(expect.arrayContaining(['Belgium', 'Brussels']));
    expect(texts.slice(1, 7)).toEqual([[], [], [], [], [], []]);
    // "Belgian" is Belgium said again in English; Antwerp is a city no report named.
    expect(texts[7]).toEqual(['Antwerp']);
    expect(added[7]![0]!.kind).toBe('place');
  });
});
