// German capitalises every noun, so a German headline or lead reads its common nouns as names: "Finnischer
// Elektropionier Mika Vainio gestorben" named "Elektropionier Mika Vainio", which no other report writes, and
// "starb mit 53 Jahren bei einem Unfall im Urlaub" named "Jahren", "Unfall" and "Urlaub" (decision 089's
// addendum). These are the nouns the scene's German news writes most, around the names it gives: people's roles,
// what happened to them, when and where. A compound counts by its tail ("Elektropionier", "Technoclub-Betreiber"),
// as its head noun says what it is.
//
// Left out on purpose: nouns that are the scene's names too ("Tresor", "Kraftwerk", "Club", "Festival",
// "Parade", "Techno", "Studio", "Tunnel", "Label"), and the streets and squares that say where ("Leipziger
// Straße").

const NOUNS = new Set(
  // People and their roles.
  (
    'musiker musikerin sänger sängerin produzent produzentin pionier pionierin gründer gründerin mitgründer ' +
    'mitbegründer legende künstler künstlerin bassist bassistin gitarrist gitarristin schlagzeuger komponist ' +
    'komponistin vordenker wegbereiter mitglied mitglieder fan fans besucher besucherin gast gäste zuschauer ' +
    'veranstalter veranstalterin betreiber betreiberin inhaber inhaberin sprecher sprecherin polizei polizist ' +
    'bürgermeister bürgermeisterin behörde behörden familie angehörige freund freundin freunde witwe ehefrau ' +
    'frau mann kind kinder tochter sohn vater mutter bruder schwester partner partnerin kollege kollegen ' +
    'kollegin weggefährte weggefährten raver menschen leute ' +
    // What happened, and what follows.
    'tod tode tote toten unfall krankheit herzinfarkt krebs ursache todesursache trauer abschied beerdigung ' +
    'beisetzung trauerfeier nachruf schock horror panik massenpanik unglück katastrophe tragödie gedränge ' +
    'verletzte ermittlungen ermittlung staatsanwaltschaft gericht prozess klage urteil verbot genehmigung ' +
    'absage ende schluss rückkehr neustart eröffnung schließung umzug miete vermieter investor investoren ' +
    'kosten zahl angaben bericht berichten nachricht nachrichten gespräch kritik frage grund gründe angst ' +
    'sorge hilfe regen schlamm sturm unwetter wetter feuer brand flucht treppe gelände eingang ausgang ' +
    'zugang sicherheit ' +
    // The music, said of it rather than named.
    'musik album alben platte platten single lied lieder konzert konzerte tournee auftritt auftritte bühne ' +
    'szene ausgabe auflage jubiläum geburtstag karriere werke ' +
    // When and where.
    'jahr jahre jahren jahres monat monate monaten woche wochen tag tage tagen wochenende abend nacht sommer ' +
    'winter frühling herbst zeit zukunft geschichte leben alter urlaub stadt land welt ort haus gebäude'
  ).split(' '),
);

/** Endings of a German noun's plural and case forms ("Jahren", "Musikers"): the noun is read without them. */
const ENDINGS = ['en', 'er', 'es', 'e', 'n', 's'];
const MIN_HEAD = 3;
/** Tails shorter than this end names as often as nouns ("Tomorrowland", "Funkhaus", "Mendelssohn"). */
const MIN_TAIL = 5;
/** …and so do these: cities ("Darmstadt"). */
const NOT_TAILS = new Set(['stadt']);

const isNoun = (word: string) =>
  NOUNS.has(word) ||
  ENDINGS.some(
    (ending) =>
      word.length > ending.length + 2 && word.endsWith(ending) && NOUNS.has(word.slice(0, -ending.length)),
  );

/**
 * Whether a capitalised word of German text is one of its common nouns (NOUNS), alone, in a case form or as a
 * compound's tail, and so no name. The caller keeps any name the scene knows.
 */
export function isGermanNoun(lower: string): boolean {
  if (isNoun(lower)) return true;
  for (const part of lower.split('-').slice(1)) if (isNoun(part)) return true;
  for (let from = MIN_HEAD; from <= lower.length - MIN_TAIL; from++) {
    const tail = lower.slice(from);
    if (NOUNS.has(tail) && !NOT_TAILS.has(tail)) return true;
  }
  return false;
}
