import { describe, expect, it } from 'vitest';
import { classify } from './classify';

describe('classify', () => {
  it.each([
    [
      'Dekmantel reveals first lineup wave',
      'The Amsterdam festival announced 30 names for its weekend.',
      'festivals',
    ],
    [
      'Bicep share new single ahead of album',
      'The duo released the track on Ninja Tune; the album is out in March.',
      'releases',
    ],
    [
      'Elektron Digitakt II firmware adds stereo sampling',
      'The drum machine and sampler gets a free update.',
      'tech',
    ],
    [
      'Charlotte de Witte in conversation',
      'In this interview she talks about her label and touring.',
      'interviews',
    ],
    [
      'Roland TR-1000 review',
      'Our verdict after four weeks with the drum machine: pros and cons.',
      'reviews',
    ],
    [
      'Why club closures are rising, explained',
      'An analysis of the data behind the economics of nightlife.',
      'analysis',
    ],
    ['Berlin club Tresor moves to a new building', 'The club confirmed the move on Monday.', 'news'],
  ])('%s → %s', (title, text, category) => {
    expect(classify({ title, text }).category).toBe(category);
  });

  it("adds the source's default as a prior", () => {
    expect(
      classify({ title: 'Kölsch announces something', text: 'Details soon.', sourceCategory: 'releases' })
        .category,
    ).toBe('releases');
  });

  it('tags genres, preferring the more specific one', () => {
    expect(
      classify({ title: 'The deep house revival', text: 'Deep house labels are booming, and techno too.' })
        .genres,
    ).toEqual(['Deep House', 'Techno']);
  });
});

describe("classify in the scene's other languages", () => {
  it.each([
    ['festivals', 'Nightfall 2027 abgesagt', 'Das Festival findet nicht statt, Tickets bleiben gültig.'],
    ['festivals', 'Il Nightfall svela il cartel', 'Il festival annuncia i biglietti e il palco principale.'],
    [
      'tech',
      'Roland presenta una nuova batteria elettronica',
      'Il sintetizzatore e la batteria elettronica costano 2.700 euro.',
    ],
    ['releases', 'Justice kündigen neues Album an', 'Das neue Album erscheint im April.'],
    ['analysis', 'Pourquoi les clubs ferment', 'Une analyse des loyers et de la fréquentation.'],
  ])('%s: %s', (category, title, text) => {
    expect(classify({ title, text }).category).toBe(category);
  });
});

describe('classify follows what the piece is and what it names', () => {
  it('files a review, an interview or an analysis as one, though its words tell the news', () => {
    const text = 'The club opened its doors to an art show in the main room this week.';
    expect(classify({ title: 'Kunst statt Rave: ein Rundgang durch die Ausstellung', text }).category).toBe(
      'reviews',
    );
    expect(classify({ title: 'We spoke to the club owner about the art show', text }).category).toBe(
      'interviews',
    );
    expect(classify({ title: 'The art show, and what it means for clubs', text }).category).toBe('analysis');
  });

  it('files a death as news however much the leads say of records, and reads release cues in other languages', () => {
    expect(
      classify({
        title: "Cassius' Philippe Zdar dies after a fall",
        text: 'The duo release their new album Dreems on Friday; the album is out on Ed Banger.',
      }).category,
    ).toBe('news');
    expect(classify({ title: 'Bicep publican Isles, su segundo álbum', text: '' }).category).toBe('releases');
    expect(classify({ title: 'Megszűnik az újvidéki EXIT fesztivál', text: '' }).category).toBe('festivals');
  });

  it('files a deal about a festival company as news, however many festivals it names', () => {
    const text =
      'The festival group runs Sziget and Wacken Open Air festival editions, with festival tickets on sale.';
    expect(classify({ title: 'Investor acquires festival group in €1.3bn deal', text }).category).toBe(
      'news',
    );
    expect(classify({ title: 'Festival group announces its lineup', text }).category).toBe('festivals');
    // Words that only look like a deal: a stage takeover, where to buy tickets.
    expect(classify({ title: 'Boiler Room takeover at the festival', text }).category).toBe('festivals');
    expect(classify({ title: 'Where to buy festival tickets', text }).category).toBe('festivals');
  });

  it("files an open letter or a fund's festivals as news, a council's review as what it decided (decision 077)", () => {
    const text = 'The festival edition in June, its line-up and stages, and the firm that owns the festival.';
    expect(
      classify({ title: 'Eighty artists sign a letter urging the festival to cut ties with its owner', text })
        .category,
    ).toBe('news');
    expect(classify({ title: 'Dos grupos no tocarán en los festivales del fondo', text }).category).toBe(
      'news',
    );
    expect(classify({ title: 'The festival adds forty acts to its line-up', text }).category).toBe(
      'festivals',
    );
    expect(
      classify({ title: 'London club loses its licence after council review', text: 'The club closes.' })
        .category,
    ).toBe('news');
    expect(classify({ title: 'The new drum machine: review', text: '' }).category).toBe('reviews');
    // A story's headlines joined: the body's review need not end them.
    expect(
      classify({
        title: 'London club loses its licence after council review. The club will close for good',
        text: 'The club closes.',
      }).category,
    ).toBe('news');
  });

  it("files an act's cancelled shows as news, and a named festival getting under way as its edition (decision 077)", () => {
    const text = 'The band were due to headline three festivals this summer; the festival dates are off too.';
    expect(classify({ title: 'Le groupe annule tous ses concerts', text }).category).toBe('news');
    expect(
      classify({ title: 'The band call off all their shows', text, entityKinds: ['festival'] }).category,
    ).toBe('news');
    expect(classify({ title: 'The festival cancels its Saturday shows', text }).category).toBe('festivals');
    // Artists cancelling their shows at a festival the story names are the edition's news.
    expect(
      classify({ title: 'Thirty artists cancel their shows', text, entityKinds: ['festival', 'artist'] })
        .category,
    ).toBe('festivals');
    const edition = { title: 'Die Fusion beginnt: Polizei bleibt draußen', text: 'Am Mittwoch geht es los.' };
    expect(classify({ ...edition, entityKinds: ['festival'] }).category).toBe('festivals');
    expect(classify({ title: 'Der neue Club beginnt mit einer langen Nacht', text: '' }).category).toBe(
      'news',
    );
  });

  it('reads a German or Dutch compound by its head noun (decision 077)', () => {
    const text = 'Zwei Tage nach dem Brand ist die Veranstaltung gestartet, mit einer Ersatzbühne.';
    expect(classify({ title: 'Start mit Ersatzbühne', text, entityKinds: ['festival'] }).category).toBe(
      'festivals',
    );
    expect(classify({ title: 'Das Technofestival ist ausverkauft', text: '' }).category).toBe('festivals');
    // A short head never matches inside a longer word.
    expect(classify({ title: 'Der Club lädt zum Sommerfest', text: '' }).category).toBe('news');
  });

  it('reads the kinds of the names the story was tagged with as support', () => {
    const input = {
      title: 'Rave The Planet 2023: the route',
      text: 'The parade and its stages move through Berlin.',
    };
    expect(classify(input).category).toBe('news');
    expect(classify({ ...input, entityKinds: ['festival'] }).category).toBe('festivals');
    const gear = {
      title: 'Technics marks 50 years with the SL-1200M7L',
      text: 'A limited edition in seven colours.',
    };
    expect(classify({ ...gear, entityKinds: ['brand', 'product'] }).category).toBe('tech');
    expect(classify({ ...gear, entityKinds: ['artist'] }).category).toBe('news');
  });
});

describe('classification on the labelled sets', () => {
  // bench/classification.ts prints the figures; these floors make a worse rule fail here first. The held-out
  // set was written after the rules were tuned: tune on items.json and the desk's corrections, never on it.
  it('labels at least 200 tuning items and gets at least 90% right', async () => {
    const { evaluateClassification, labelledSets } = await import('../../../../bench/classification');
    const result = evaluateClassification(labelledSets.tuning);
    expect(result.items).toBeGreaterThanOrEqual(200);
    expect(result.accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('labels at least 100 held-out items and gets at least 90% right', async () => {
    const { evaluateClassification, labelledSets } = await import('../../../../bench/classification');
    const result = evaluateClassification(labelledSets.heldOut);
    expect(result.items).toBeGreaterThanOrEqual(100);
    expect(result.accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('puts festival announcements (lineups, dates, tickets, cancellations) in festivals', () => {
    for (const [title, text] of [
      ['Dimensions calls off its 2027 edition', 'The festival in Pula will not take place this summer.'],
      ['Field Day reveals its first names', 'The London festival returns to Victoria Park in June.'],
      ['Sónar moves its dates to July', 'The Barcelona festival shifts a month later.'],
    ])
      expect(classify({ title: title!, text: text! }).category, title).toBe('festivals');
    // An act cancelling its own shows is news, not the festival's.
    expect(
      classify({ title: 'Bicep cancel their autumn tour', text: 'The duo cited visa problems.' }).category,
    ).toBe('news');
  });

  it('files a tragedy at a festival or a parade as news, whatever the festival words say', () => {
    const crush = {
      title: 'Gedränge auf der Parade: mindestens zwölf Tote',
      text: 'Auf dem Festivalgelände der Parade brach im Zugangstunnel Panik aus; die Bühne wurde geräumt.',
      entityKinds: ['festival'],
    };
    expect(classify(crush).category).toBe('news');
    expect(
      classify({
        title: 'Bousculade meurtrière au festival: 9 morts',
        text: 'Le festival a annulé sa dernière soirée.',
        entityKinds: ['festival'],
      }).category,
    ).toBe('news');
    // Without casualties the same festival's day stays its edition's.
    expect(
      classify({ ...crush, title: 'Gedränge auf der Parade: Einlass gestoppt', entityKinds: ['festival'] })
        .category,
    ).toBe('festivals');
  });

  it("reads a festival's name as the festival word beside what befalls its edition", () => {
    const permit = {
      title: 'Burgemeesters verbieden Zomerwende 2027',
      text: 'De gemeente geeft geen toelating: het risico is te groot.',
    };
    expect(classify(permit).category).toBe('news');
    expect(classify({ ...permit, entityKinds: ['festival'] }).category).toBe('festivals');
    expect(
      classify({
        title: 'Stranded at Dust Mesa: the camp after the storm',
        text: 'Thousands wait in the mud as the roads stay closed.',
        entityKinds: ['festival'],
      }).category,
    ).toBe('festivals');
    expect(
      classify({
        title: 'Tanz für den Frieden 2027: das ist die Route',
        text: 'Der Zug startet am Samstag am Ostbahnhof.',
        entityKinds: ['festival'],
      }).category,
    ).toBe('festivals');
  });

  it('weighs a festival the headline names over one only its lead names, and a legal story or a death as news (decision 093)', () => {
    const names = { entityKinds: ['festival', 'artist'], festivalNames: ['Nightfall', 'Nightfall Festival'] };
    // A poll read out at a festival is the poll's news; the festival's own headline is its edition's.
    const poll = {
      title: 'Kai Moreno voted the world’s favourite DJ',
      text: 'The result was read out at the Nightfall Festival on Saturday night.',
    };
    expect(classify({ ...poll, ...names }).category).toBe('news');
    const rebooked = {
      title: 'Nightfall nodigt alle acts van dit jaar opnieuw uit',
      text: 'De afgelaste editie krijgt een vervolg.',
    };
    expect(classify({ ...rebooked, ...names }).category).toBe('festivals');
    // Named with a year, the headline names the edition.
    expect(
      classify({ title: 'Eerste 55 acts Nightfall 2027 bekend', text: 'Een verrassing.', ...names }).category,
    ).toBe('festivals');
    expect(
      classify({ title: 'Nightfall-Prozess ohne Urteil eingestellt', text: 'Das Verfahren endet.', ...names })
        .category,
    ).toBe('news');
    expect(
      classify({ title: 'Man dies at Nightfall', text: 'Police are investigating.', ...names }).category,
    ).toBe('news');
    expect(
      classify({ title: 'Rest of Nightfall cancelled after deadly storm', text: '', ...names }).category,
    ).toBe('news');
  });

  it("reads a piece's form in each scene language: a test of gear, a record's review, a night's report (decision 093)", () => {
    const gear = { entityKinds: ['brand', 'product'] };
    expect(
      classify({ title: 'Test : Korg minilogue', text: 'Nous avons testé le synthé.', ...gear }).category,
    ).toBe('reviews');
    expect(
      classify({ title: 'Duo testen „Follow“ in Ableton Live 11', text: 'Ein Erlebnisbericht.', ...gear })
        .category,
    ).toBe('reviews');
    expect(
      classify({ title: 'Test-Event in Berlin: Clubs öffnen', text: 'Mit 2.000 Gästen.' }).category,
    ).toBe('news');
    // Trying something out that is not gear is news.
    expect(classify({ title: 'Clubs testen die 2G-Regel', text: 'Ab Freitag gilt sie.' }).category).toBe(
      'news',
    );
    expect(
      classify({ title: 'Ada Kova – Nebel: die Plattenkritik', text: 'Das Album erscheint bald.' }).category,
    ).toBe('reviews');
    expect(
      classify({
        title: 'Ada Kova, « Nebel » : notre avis sur l’album de la rentrée',
        text: 'L’album vient de sortir.',
      }).category,
    ).toBe('reviews');
    expect(
      classify({
        title: 'Live report : trois nuits au Nightfall',
        text: 'Le festival a réuni 12.000 personnes sur sa grande scène.',
        entityKinds: ['festival'],
        festivalNames: ['Nightfall'],
      }).category,
    ).toBe('reviews');
  });

  it('reads an act "über" a subject, or quoted over a lead that says interview, as an interview (decision 093)', () => {
    const act = { entityKinds: ['artist'] };
    const about = {
      title: 'Ada Kova über „Nebel“ und den Sound Berlins',
      text: 'Ihr Album erscheint im März.',
    };
    expect(classify({ ...about, ...act }).category).toBe('interviews');
    expect(
      classify({ title: 'Armin van Buuren over zijn nieuwe show', text: 'Hij vertelt.', ...act }).category,
    ).toBe('interviews');
    // Naming no act, the same form is news.
    expect(classify({ ...about, title: 'Neue Debatte über den Sound Berlins' }).category).toBe('news');
    const quoted = {
      title: 'Ada Kova: «Me siento responsable»',
      text: 'Entrevista con la DJ antes de su actuación.',
    };
    expect(classify({ ...quoted, ...act }).category).toBe('interviews');
    expect(
      classify({
        title: 'El club: «Cerramos»',
        text: 'El club anunció su cierre el lunes.',
        entityKinds: ['venue'],
      }).category,
    ).toBe('news');
  });

  it('reads a record announced and a festival crowd in the scene languages (decision 093)', () => {
    expect(
      classify({ title: 'Ada Kova kündigt „Nebel“ an', text: 'Das Album erscheint am 28. Oktober.' })
        .category,
    ).toBe('releases');
    expect(classify({ title: 'Ada Kova torna con il nuovo singolo “Nebel”', text: '' }).category).toBe(
      'releases',
    );
    expect(
      classify({ title: 'Los festivaleros vuelven a la playa en agosto', text: 'Cinco días de música.' })
        .category,
    ).toBe('festivals');
  });
});
