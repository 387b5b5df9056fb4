import { describe, expect, it } from 'vitest';
import { aftermathOf, PieceKind, pieceOf } from './piece-kind';

describe('pieceOf', () => {
  it.each([
    ['Fire destroys the main stage two days before the festival', PieceKind.report, false],
    ['Roland TR-1000 review', PieceKind.review, false],
    ['Review: the TR-1000 is worth the wait', PieceKind.review, false],
    ['Der neue Plattenspieler im Test', PieceKind.review, false],
    ['Recensione: il nuovo album dei Justice', PieceKind.review, false],
    ['Four Tet on making music at home', PieceKind.interview, false],
    ['In conversation with Peggy Gou', PieceKind.interview, false],
    ["The documentary director Jane Doe on telling the DJ's story", PieceKind.interview, false],
    ['Entrevista con Charlotte de Witte', PieceKind.interview, false],
    ['Why more than 30 artists left the festival', PieceKind.analysis, false],
    ["The club's new licence conditions, explained", PieceKind.analysis, false],
    ['Warum Berlins Clubs schließen', PieceKind.analysis, false],
    ['Pourquoi le festival perd ses artistes', PieceKind.analysis, false],
    ['Must-watch: the documentary about the closing club', PieceKind.review, false],
    ['We tested the new turntable for a month', PieceKind.review, false],
    ['The new album, 8/10', PieceKind.review, false],
    ['Kunst statt Rave: ein Rundgang durch die Ausstellung', PieceKind.review, false],
    ['On a testé la nouvelle platine', PieceKind.review, false],
    ['We spoke to the promoter behind the closing party', PieceKind.interview, false],
    ['Rencontre avec la productrice du festival', PieceKind.interview, false],
    ['The boycott, and why it matters', PieceKind.analysis, false],
    ['The sale: what it means for DJs', PieceKind.analysis, false],
    ['Décryptage : la vente du fabricant', PieceKind.analysis, false],
    ['Análisis: el boicot al festival', PieceKind.analysis, false],
    ['Cosa significa la chiusura del club', PieceKind.analysis, false],
    // A question turned on "but" argues with the news it repeats (decision 077).
    ['The club is to reopen, but under what conditions?', PieceKind.analysis, false],
    ['Le festival revient, mais à quel prix ?', PieceKind.analysis, false],
    ['Der Club öffnet wieder, aber für wie lange?', PieceKind.analysis, false],
    ['The club will appeal the council decision', PieceKind.report, true],
    ['Club to fight licence ruling in court', PieceKind.report, true],
    ['Der Club legt Berufung ein', PieceKind.report, true],
    ['El club presentará un recurso contra la decisión', PieceKind.report, true],
    // A ruling on appeal, as each language writes it (retold: a label and its DJ before a court of appeal).
    ['Le label gagne en appel contre son DJ', PieceKind.report, true],
    ["La corte d'appello dà ragione all'etichetta", PieceKind.report, true],
    ['El tribunal rechaza la apelación del DJ', PieceKind.report, true],
    ['Gerechtshof: DJ mocht breken met zijn label', PieceKind.report, true],
    ['Hoge Raad stuurt zaak terug na cassatie', PieceKind.report, true],
    // Dutch calls its court of appeal "het hof" (decision 096); a courtyard or a place named Hof is no court.
    ['DJ krijgt grotendeels gelijk van hof in zaak tegen zijn label', PieceKind.report, true],
    ['Het hof geeft het label gelijk', PieceKind.report, true],
    ['Konzert im Hof der Alten Münze', PieceKind.report, false],
    ['Festival in Hof abgesagt', PieceKind.report, false],
    ['Le DJ lance un appel aux fans', PieceKind.report, false],
  ])('%s', (title, kind, turn) => {
    expect(pieceOf(title)).toEqual({ kind, turn });
  });

  it('takes a question or a reopening for news, and one capitalised word before "on" for no name', () => {
    expect(pieceOf('Will the club survive another licensing hearing?').kind).toBe(PieceKind.report);
    expect(pieceOf('The warehouse venue reopens in October')).toEqual({
      kind: PieceKind.report,
      turn: false,
    });
    expect(pieceOf('Acid on a budget: the cheap synth is back').kind).toBe(PieceKind.report);
    // A role and a name before "on" and a name after it is news: "Producer Jane Doe on Ninja Tune".
    expect(pieceOf('Producer Jane Doe on Ninja Tune again').kind).toBe(PieceKind.report);
    // News that reads like a piece: a statement of why, talks of a deal, a council's review, a court's verdict.
    for (const title of [
      'The duo explain why they split',
      'Promoter in talks to buy the festival',
      'Council to review the club licence after the deaths',
      'Kritik an der Türpolitik des Clubs',
      'Il club chiude perché il comune revoca la licenza',
      // A review a body held is its decision's process, not a review piece (decision 077).
      'The club loses its licence after a council review',
      "Warehouse shut down following the licensing board's review",
    ])
      expect(pieceOf(title).kind, title).toBe(PieceKind.report);
  });
});

describe('aftermathOf (decision 077)', () => {
  it("reads a report of what came after a death or a fire, in the headline or the lead's opening", () => {
    expect(aftermathOf("The band cancel every show after their singer's death", '', 'en')).toBe('death');
    expect(
      aftermathOf(
        'Le groupe annule ses concerts',
        'Après la mort de son chanteur, le groupe annule tout.',
        'fr',
      ),
    ).toBe('death');
    expect(aftermathOf('De band annuleert alle optredens na de dood van de zanger', '', 'nl')).toBe('death');
    expect(
      aftermathOf(
        'Festival startet mit Ersatzbühne',
        'Zwei Tage nach dem Großbrand ist das Festival gestartet.',
        'de',
      ),
    ).toBe('fire');
  });

  it('reads a German death after an illness as the death, and a death after an accident as no aftermath either (decision 098)', () => {
    // Retold: a synth pioneer's death, told by a German outlet as "died after a cancer illness".
    expect(aftermathOf('Kraftwerk-Gründer nach Krebserkrankung gestorben', '', 'de')).toBeUndefined();
    // What "nach" puts in the past is a noun, capitalised: these stay aftermaths.
    expect(aftermathOf('Tour abgesagt nach dem Tod des Sängers', '', 'de')).toBe('death');
    expect(aftermathOf('Festival startet nach Großbrand', '', 'de')).toBe('fire');
  });

  it("reads a festival stopped after a deadly storm as the storm's news, not a death's aftermath (decision 098)", () => {
    // Retold: a Belgian festival's remaining days called off after a storm killed visitors.
    expect(aftermathOf('Rest of the festival cancelled after deadly storm', '', 'en')).toBeUndefined();
    expect(
      aftermathOf(
        'Festival called off',
        "Organisers called off the rest after yesterday's storm killed five.",
        'en',
      ),
    ).toBeUndefined();
    // A death told without a storm keeps its aftermath.
    expect(
      aftermathOf(
        'Festival called off',
        "Organisers called off the rest after yesterday's crush killed five.",
        'en',
      ),
    ).toBe('death');
  });

  it("leaves the event's own reports, and names that only look like an event, to the event", () => {
    // The death itself, told "after" its cause; the fire told "after" a test of fireworks.
    expect(
      aftermathOf('Producer dies after a fall from a building', 'He died after a fall in Paris.', 'en'),
    ).toBeUndefined();
    expect(
      aftermathOf(
        'Fire destroys the main stage',
        'The blaze broke out after a fireworks test; no one was hurt after the fire.',
        'en',
      ),
    ).toBeUndefined();
    // An album called "Quest for Fire" is no fire; Dutch "na" only in Dutch.
    expect(
      aftermathOf('He puts out a second album', 'A day after Quest for Fire, he released another.', 'en'),
    ).toBeUndefined();
    expect(aftermathOf('Ele lança o álbum na morte do verão', '', 'pt')).toBeUndefined();
  });

  it('reads "after" written after the event, as Hungarian writes it (decision 079)', () => {
    // Retold: a band calls off its tour after its singer's death, in Hungarian; and the death itself.
    expect(aftermathOf('A zenekar lemondja a turnét az énekes halála után', '', null)).toBe('death');
    expect(aftermathOf('Meghalt az énekes, egy héttel a turné után', '', null)).toBeUndefined();
  });

  it('reads a disaster named without its dead as the death it was (decision 089, addendum)', () => {
    // Retold: the day after a crush at a street parade, its organiser ends the parade for good; the crush's own
    // reports ("dead after the disaster", "Parade-Unglück") stay the event's.
    expect(
      aftermathOf(
        'Nach der Katastrophe: Veranstalter beendet die Parade für immer',
        'Die Parade wird es nicht mehr geben, sagt der Veranstalter.',
        'de',
      ),
    ).toBe('death');
    expect(aftermathOf("Après le drame, l'organisateur renonce à la parade", '', 'fr')).toBe('death');
    expect(aftermathOf('Tras la tragedia, el festival no volverá', '', 'es')).toBe('death');
    expect(aftermathOf('Three dead after disaster at street parade', '', 'en')).toBeUndefined();
    expect(aftermathOf('Parade-Unglück: Jetzt geht es um die Verantwortlichen', '', 'de')).toBeUndefined();
  });
});
