// Anchors: the specific things a report's headline and first paragraph name — who (names), what (product
// codes), when (dates), how much (prices and counts) and where (the country of a city). Two reports of one
// event share several of them whatever words they use around them; two events of one act share the act and
// little else (decision 033). Found in one pass over the text: this runs for every item.

import {
  Measure,
  NUMBER_WORDS,
  ORDINAL_WORDS,
  type Quantity,
  readNumber,
  readNumberInWords,
} from './quantities';
import { isGermanNoun } from './german-nouns';
import { ACRONYM_PLACES, COMPASS, PLACES } from './places';
import { isMonth, MONTH_OF, readDates, WEEKDAYS, weekdayOfCompound } from './lead-dates';
import { ENGLISH_NOT_NAMES, isNameWord, NAME_JOINERS, NOT_NAMES, type Token, tokenise } from './lead-tokens';
import { describedFrom, nameOfRun, placeOfAdjective, readDescription } from './scene/read-scene';
import { knownNameOf, linkedNameOf, nameKey, ORDINARY_NAMES } from './scene/scene-names';
import { ROLE_WORDS } from './scene/scene-entity';
import { CIRCUMSTANCES, conceptOf, phraseConcept, separableConcept } from './other-languages';

/** What an anchor is: each kind says more or less about an event (see `ANCHOR_WEIGHTS` in group/same-story.ts). */
export const AnchorKind = {
  name: 0,
  code: 1,
  date: 2,
  amount: 3,
  count: 4,
  year: 5,
  month: 6,
  weekday: 7,
  place: 8,
  /** A count under ten: "four hours", "two-day". */
  small: 9,
  /** A count of a hundred or more: "8,000 recordings", "a 69,000-capacity show". */
  large: 10,
  /** A share: "18%", "18 per cent", "eighteen percent". */
  percent: 11,
  /** A temperature in degrees Celsius: "40C", "40 degrees", "104F". */
  temperature: 12,
  /** A month of a year: "January 2028", "12 June 2027", "from January to July 2028" (both months). */
  monthOfYear: 13,
  /**
   * A capitalised word that only its place explains (a sentence's first word) and the text never writes in
   * lower case: "Berghain will shut…". A name when the other report writes it capitalised elsewhere.
   */
  firstWord: 14,
  /**
   * An entity of the scene that a description may mean ("the Welsh DJ": Jamie Jones): it agrees with that name
   * in the other report, weakly (decision 037).
   */
  described: 15,
  /**
   * What happened, whatever the language: a death, a cancellation, a fire (see CONCEPT_WORDS in
   * other-languages.ts). Reports of one event in two languages share it as they share a date.
   */
  concept: 16,
  /**
   * What surrounds an event rather than what happened, whatever the language: a stage, a line-up, a storm, a
   * sell-out (CIRCUMSTANCES in other-languages.ts). Many events of one festival share it: it only supports.
   */
  circumstance: 17,
} as const;
export type AnchorKind = (typeof AnchorKind)[keyof typeof AnchorKind];

export type Anchor = { kind: AnchorKind; key: string };

/** Words a name never ends with. */
const TRAILING_NOT_NAMES = new Set(ENGLISH_NOT_NAMES);

/** What a closing names when it is no closure: the club's closing party or set, a festival's closing night. */
const CLOSING_OF = new Set(
  'party parties set sets fiesta night nights weekend ceremony concert show track day edition'.split(' '),
);
/** "The club is closing" is a closure; "its closing party" is a night out (which may well be news). */
const closingOf = (next: { lower: string } | undefined) =>
  next !== undefined && CLOSING_OF.has(next.lower) ? undefined : 'closure';

/** Languages that write a weekday and a part of the day as one word. */
const COMPOUNDING = new Set(['de', 'nl']);

/** Words that often open a sentence before a name: "Every Boiler Room set", "Tonight Peggy Gou plays". */
const OPENERS = new Set(
  'every each after before when while since during following despite without within across inside outside under between like unlike yesterday today tonight tomorrow last next this that these those one two three four five some many most few both either neither no not only even once now later earlier meanwhile also still yet so if although though because per according organisers organizers promoters fans tickets owners announced confirmed watch listen read see meet inside behind beyond'.split(
    ' ',
  ),
);

/** A model's generation written after its code: "MK7", "Mk2", "MkII". */
const GENERATION = /^mk(?:\d{1,2}|[ivx]{1,4})$/u;

/** Words that are a place, a weekday, a month or a number. */
const SPECIAL_WORDS = new Set([
  ...PLACES.keys(),
  ...WEEKDAYS.keys(),
  ...MONTH_OF.keys(),
  ...NUMBER_WORDS.keys(),
  ...ORDINAL_WORDS.keys(),
]);

/** Entities descriptions may mean, kept per report (see `AnchorKind.described`). */
const MAX_DESCRIBED_ANCHORS = 6;
/** The anchors found so far, and the name being read. Methods, not closures: this runs for every item. */
class Found {
  readonly anchors = new Map<string, Anchor>();
  run: string[] = [];

  add = (kind: AnchorKind, key: string): void => {
    const id = `${kind}:${key}`;
    if (!this.anchors.has(id)) this.anchors.set(id, { kind, key });
  };

  /** Ends the name being read, less trailing joiners ("of", "de"), and keeps it. */
  endRun = (): void => {
    const { run } = this;
    // (A name word that is also another language's article is an acronym here: "at CES" keeps CES.)
    while (run.length > 0 && (NAME_JOINERS.has(run.at(-1)!) || TRAILING_NOT_NAMES.has(run.at(-1)!)))
      run.pop();
    // A city or a country is a place, whatever its capital says: one act's events share its city. So is a part
    // of one ("East London"). Any name of an entity the scene knows is that entity's name ("Sonny Moore" is
    // Skrillex).
    if (run.length > 0 && !run.every((word) => PLACES.has(word) || COMPASS.has(word))) {
      // A description capitalised before the name ("Berliner Club Watergate") is not part of it; its place is
      // an anchor of its own.
      const known = knownNameOf(nameKey(run.join(' '))) !== undefined;
      let from = known ? 0 : describedFrom(run);
      // So is a place's adjective right before a name, with no kind's noun between: "Budapester Sziget",
      // "Amsterdamse Trouw" name Sziget and Trouw, in Budapest and Amsterdam.
      if (!known && from === 0 && run.length >= 2 && !NAME_JOINERS.has(run[1]!) && placeOfAdjective(run[0]!))
        from = 1;
      for (let at = 0; at < from; at++) {
        const place = placeOfAdjective(run[at]!);
        if (place !== undefined) this.add(AnchorKind.place, place);
      }
      if (from > 0) run.splice(0, from);
      const name = nameOfRun(run);
      this.add(AnchorKind.name, name);
      const genitive = genitiveOf(run);
      if (genitive !== undefined) this.add(AnchorKind.name, genitive);
      // A founder, a party series or a parent company speaks of its entity too ("Simon Dunmore": Defected).
      const linked = linkedNameOf(name);
      if (linked !== undefined) this.add(AnchorKind.name, linked);
    }
    this.run = [];
  };
}

/**
 * The name the scene knows that a run writes in the genitive without an apostrophe, as German and Dutch do
 * ("Aviciis Familie", "Familie von Tomorrowlands Gründer"), or undefined. A word the scene knows as it is
 * stays itself.
 */
function genitiveOf(run: string[]): string | undefined {
  for (const word of run) {
    if (word.length < 4 || !word.endsWith('s') || knownNameOf(nameKey(word)) !== undefined) continue;
    // A name that is an ordinary word too ("Movement", "Justice") has an ordinary plural.
    const stem = word.slice(0, -1);
    const known = ORDINARY_NAMES.has(stem) ? undefined : knownNameOf(nameKey(stem));
    if (known !== undefined) return known;
  }
  return undefined;
}

/** Adds the anchor of a quantity: amounts, shares and temperatures as such, other numbers by size. */
function addQuantity(found: Found, { measure, value }: Quantity): void {
  const add = found.add;
  if (measure === Measure.amount) add(AnchorKind.amount, String(value));
  else if (measure === Measure.percent) add(AnchorKind.percent, String(value));
  else if (measure === Measure.celsius) add(AnchorKind.temperature, String(value));
  else if (Number.isInteger(value) && value >= 1950 && value <= 2099) add(AnchorKind.year, String(value));
  else if (value >= 100) add(AnchorKind.large, String(value));
  else if (value >= 10) add(AnchorKind.count, String(value));
  else if (value > 0) add(AnchorKind.small, String(value));
}

/**
 * The words of the scene's Romance languages and Dutch that say there is none of a thing: "Pas de Techno Parade
 * à Paris en 2024", "Paris n'aura pas de Techno Parade", "Geen Tomorrowland deze zomer", "Niente Kappa
 * FuturFestival". French says it with "pas de". Spanish "sin" and Portuguese "sem" say "without" as often
 * ("Primavera Sound sin Bad Bunny": a line-up without an act), so they count only opening the headline ("Sin
 * Primavera Sound este año").
 */
const NONE_OF = new Map<string, { words: string[]; opening?: true }>([
  ['fr', { words: ['pas'] }],
  ['nl', { words: ['geen'] }],
  ['it', { words: ['niente', 'nessun', 'nessuno', 'nessuna'] }],
  ['es', { words: ['sin'], opening: true }],
  ['pt', { words: ['sem'], opening: true }],
]);

/**
 * Whether a headline says there will be none of a named thing: the word for none (and French "de"), then a
 * capitalised word that opens no sentence. A festival, a parade or a club night that will not be is called
 * off, though no word says "cancelled" (decision 096). These languages write their common nouns in lower case,
 * so "Geen vergunning voor…" (no permit for) is not read so; German, which capitalises its nouns, and English,
 * whose headlines are in Title Case, are left out.
 */
function noneOf(title: readonly Token[], language: string | null | undefined): boolean {
  const none = NONE_OF.get(language ?? '');
  if (none === undefined) return false;
  const last = none.opening ? Math.min(1, title.length - 1) : title.length - 1;
  for (let i = 0; i < last; i++) {
    if (!none.words.includes(title[i]!.lower)) continue;
    let next = i + 1;
    if (language === 'fr') {
      if (title[next]!.lower !== 'de') continue;
      next++;
    }
    const named = title[next];
    if (named !== undefined && named.capital && !named.digit && !named.start) return true;
  }
  return false;
}

/** A German common noun (german-nouns.ts) that is no name the scene knows. */
const commonNoun = (lower: string) => isGermanNoun(lower) && knownNameOf(nameKey(lower)) === undefined;

/**
 * The anchors of a report: its headline and the first words of its text. The words of a headline in Title Case
 * and the first word of each sentence count as names only when the text also writes them capitalised where
 * nothing else explains the capital.
 */
export function anchorsOf(title: string, lead: string, language?: string | null): Anchor[] {
  return readLead(title, lead, language).anchors;
}

/**
 * The anchors of a report and the words its headline and lead write in lower case (the candidates for its
 * keywords, see `writeKeywordSet` in similarity.ts), in the order they come, found in one pass.
 */
export function readLead(
  title: string,
  lead: string,
  language?: string | null,
): { anchors: Anchor[]; lowerWords: Set<string> } {
  const titleTokens = tokenise(title, true);
  let words = 0;
  let titleCase = true;
  // Title Case is English's: the other languages write headlines in sentence case ("Holger Czukay ist tot",
  // German capitalising its nouns), so there any lower-case word says the capitals are names, not style, and
  // a headline's names are read as a lead's are (decision 089).
  const sentenceCase = !!language && language !== 'en';
  for (const token of titleTokens)
    if (!token.digit && token.lower !== '-' && token.lower !== ',') {
      words++;
      if (!token.capital && (sentenceCase || !NOT_NAMES.has(token.lower))) titleCase = false;
    }
  if (titleCase && words >= 4)
    for (const [index, token] of titleTokens.entries()) {
      token.start = true;
      token.titled = index > 0;
    }
  const all = [...titleTokens, ...tokenise(lead, true)];
  const confirmed = new Set<string>();
  const lowered = new Set<string>();
  for (const token of all)
    if (!token.capital) {
      if (!token.digit) lowered.add(token.lower);
    } else if (!token.start) confirmed.add(token.lower);

  const found = new Found();
  const add = found.add;
  const german = language === 'de';
  // Dates first: a day beside a month is a date, not a count.
  const { dates, months, datedDays } = readDates(all);
  for (const date of dates) add(AnchorKind.date, date);
  for (const [month, year] of months) {
    add(AnchorKind.month, String(month));
    if (year !== undefined) add(AnchorKind.monthOfYear, `${year}-${month}`);
  }
  if (noneOf(titleTokens, language)) add(AnchorKind.concept, 'cancellation');
  const endRun = found.endRun;
  let described = 0;
  for (let i = 0; i < all.length; i++) {
    const token = all[i]!;
    const { lower } = token;
    const concept = token.digit
      ? undefined
      : lower === 'closing' && !token.capital
        ? closingOf(all[i + 1])
        : lower === 'sold' && (all[i + 1]?.lower === 'out' || all[i + 2]?.lower === 'out')
          ? 'soldout'
          : // German "das Aus" (the end: "Dem Club droht das Aus") is a closure; a lower-case "das aus" is a
            // relative clause ("ein Album, das aus zwölf Tracks besteht"), and opens no sentence (decision 098).
            german && lower === 'aus' && token.capital && !token.start && all[i - 1]?.lower === 'das'
            ? 'closure'
            : (phraseConcept((at) => all[at]?.lower, i) ??
              (COMPOUNDING.has(language ?? '') ? separableConcept(all, i) : undefined) ??
              conceptOf(lower, language));
    // A happening's word capitalised inside a name being read is the name's, not what happened: an album
    // "Quest For Fire" says nothing burned (decision 098). German capitalises its nouns, so it is left out.
    if (concept !== undefined && !(token.capital && !token.start && !german && found.run.length > 0)) {
      add(CIRCUMSTANCES.has(concept) ? AnchorKind.circumstance : AnchorKind.concept, concept);
      // What happened is no name, though German capitalises it and a sentence may open with it ("Feuer
      // zerstört Hauptbühne von Tomorrowland"): it ends the name being read, and names nothing itself.
      if (token.capital && (token.start || language === 'de') && !/\d/.test(lower)) {
        endRun();
        continue;
      }
    }
    if (token.digit) {
      endRun();
      if (datedDays.has(i)) continue;
      const quantity = readNumber(all, i);
      if (!Number.isFinite(quantity.value)) continue;
      addQuantity(found, quantity);
      i = quantity.last;
      continue;
    }
    // "US" and "LA" are places only in capitals: "us" and "la" are other words.
    const acronym = token.capital && token.text.length <= 3 ? ACRONYM_PLACES.get(token.text) : undefined;
    if (acronym !== undefined) {
      endRun();
      add(AnchorKind.place, acronym);
      continue;
    }
    // "Mittwochabend", "zaterdagavond": the weekday, whatever the part of the day.
    const weekday = COMPOUNDING.has(language ?? '') ? weekdayOfCompound(lower) : undefined;
    if (weekday !== undefined) {
      endRun();
      add(AnchorKind.weekday, weekday);
      continue;
    }
    // Most words are none of these: one lookup says so.
    if (SPECIAL_WORDS.has(lower)) {
      const place = PLACES.get(lower);
      if (place) add(AnchorKind.place, place);
      if (WEEKDAYS.has(lower)) {
        endRun();
        add(AnchorKind.weekday, WEEKDAYS.get(lower)!);
        continue;
      }
      if (MONTH_OF.has(lower) && isMonth(token)) {
        endRun();
        continue;
      }
      // A number opening a name the scene knows is the name's: "Four Tet".
      if (token.capital && all[i + 1]?.capital && knownNameOf(nameKey(`${lower} ${all[i + 1]!.lower}`))) {
        if (token.start) endRun();
        found.run.push(lower);
        continue;
      }
      if (NUMBER_WORDS.has(lower)) {
        endRun();
        const quantity = readNumberInWords(all, i);
        addQuantity(found, quantity);
        i = quantity.last;
        continue;
      }
      const ordinal = ORDINAL_WORDS.get(lower);
      if (ordinal !== undefined) {
        endRun();
        add(ordinal >= 10 ? AnchorKind.count : AnchorKind.small, String(ordinal));
        continue;
      }
    }
    // A description's noun ("the Welsh DJ", "the Hamburg house imprint"): the entities it may mean.
    // At most a few per report: they must leave the anchor slots to the facts that follow.
    if (ROLE_WORDS.has(lower) && described < MAX_DESCRIBED_ANCHORS)
      for (const key of readDescription(all, i) ?? [])
        if (described++ < MAX_DESCRIBED_ANCHORS) add(AnchorKind.described, key);
    // A word mixing letters and digits: a product or a record when hyphenated or in capitals (XDJ-AZ2,
    // USB002), else a name (mau5trap).
    if (/\d/.test(lower)) {
      endRun();
      // The scene may know it by another name ("DC10" is DC-10), or as a product of a maker ("TB-303": Roland).
      const key = nameKey(lower);
      const known = knownNameOf(key);
      if (known !== undefined) add(AnchorKind.name, known);
      else {
        const code = lower.includes('-') || token.text === token.text.toUpperCase();
        // A model's generation written apart is part of its code: "SL-1200 MK7" is the SL-1200MK7, and a
        // code is the same written with a hyphen or without ("SL1200MK7").
        const generation = code && GENERATION.test(all[i + 1]?.lower ?? '') ? all[i + 1]!.lower : '';
        if (generation) i++;
        add(
          code ? AnchorKind.code : AnchorKind.name,
          code ? (lower + generation).replaceAll('-', '') : lower,
        );
        const linked = linkedNameOf(key);
        if (linked !== undefined) add(AnchorKind.name, linked);
      }
      continue;
    }
    // German capitalises its nouns: a common one ("Elektropionier", "Jahren", "Unfall") is no name, nor part of
    // one, unless the scene knows it as one (decision 089's addendum).
    if (german && token.capital && commonNoun(lower)) {
      // A place's adjective before it says where ("Berliner Technoclub", "Finnischer Elektropionier").
      const place = found.run.length === 1 ? placeOfAdjective(found.run[0]!) : undefined;
      if (place !== undefined) {
        add(AnchorKind.place, place);
        found.run = [];
      }
      endRun();
      continue;
    }
    const capital = isNameWord(token);
    // A sentence's first word is a name when the text writes it capitalised elsewhere, or when it begins a
    // longer name ("Boiler Room will…") and is no common opening word ("Every Boiler Room set…").
    if (capital && token.start && !confirmed.has(lower)) {
      endRun();
      const next = all[i + 1]?.capital
        ? all[i + 1]
        : NAME_JOINERS.has(all[i + 1]?.lower ?? '')
          ? all[i + 2]
          : undefined;
      // A possessive ends its name ("Bonobo's Outlier nights"); a name the scene knows is a name wherever it
      // stands, unless it is an ordinary word too ("Space is…").
      // A word in capitals where the next is not is a name styled so ("EXIT 2025 …", "FABRIC reopens"), even
      // when it is an ordinary word too.
      let word = i + 1;
      while (all[word]?.digit) word++;
      const styled =
        token.text.length >= 3 &&
        token.text === token.text.toUpperCase() &&
        all[word] !== undefined &&
        all[word]!.text !== all[word]!.text.toUpperCase();
      const key = ORDINARY_NAMES.has(lower) && !styled ? undefined : nameKey(lower);
      const known = key === undefined ? undefined : knownNameOf(key);
      const linked = key === undefined || known !== undefined ? undefined : linkedNameOf(key);
      if (
        !token.possessive &&
        next?.capital &&
        !next.start &&
        !OPENERS.has(lower) &&
        // Another language's function word capitalised mid-sentence in sentence case is a name's ("Burning Man:
        // un muerto…" is no German "man"); in Title Case it may be style.
        !(TRAILING_NOT_NAMES.has(next.lower) || (NOT_NAMES.has(next.lower) && next.titled)) &&
        !(german && commonNoun(next.lower))
      )
        found.run.push(lower);
      else if (known !== undefined) add(AnchorKind.name, known);
      else if (linked !== undefined) {
        add(AnchorKind.name, lower);
        add(AnchorKind.name, linked);
      }
      // Before a German common noun: a place's adjective ("Finnischer Elektropionier…"), or a name the scene
      // knows in the genitive ("Aviciis Familie").
      else if (german && placeOfAdjective(lower) !== undefined)
        add(AnchorKind.place, placeOfAdjective(lower)!);
      else if (german && genitiveOf([lower]) !== undefined) add(AnchorKind.name, genitiveOf([lower])!);
      // Maybe a name ("Berghain will shut…"): one if the other report confirms it, never a common word.
      else if (
        !NAME_JOINERS.has(lower) &&
        !token.titled &&
        !lowered.has(lower) &&
        !OPENERS.has(lower) &&
        !PLACES.has(lower) &&
        lower.length > 2
      )
        add(AnchorKind.firstWord, lower);
      continue;
    }
    if (capital) {
      if (token.start) endRun();
      found.run.push(lower);
      // A possessive ends the name it belongs to.
      if (token.possessive) endRun();
    } else if (found.run.length > 0 && (NAME_JOINERS.has(lower) || token.capital) && !token.start) {
      found.run.push(lower);
      if (token.possessive) endRun();
    } else endRun();
  }
  endRun();
  // A first word that the text also names ("Movement returns…" after "Movement Detroit") is that name, once.
  for (const [id, anchor] of found.anchors)
    if (anchor.kind === AnchorKind.firstWord && found.anchors.has(`${AnchorKind.name}:${anchor.key}`))
      found.anchors.delete(id);
  return { anchors: [...found.anchors.values()], lowerWords: lowered };
}
