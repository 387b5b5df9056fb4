// What kind of piece a headline heads, in English and the scene's other languages: a report, or a review, an
// interview or an analysis of the news; and whether it reports a turn (an appeal, a challenge, a reversal). A
// news report and a review of the same news, or a decision and its appeal days later, share names, places and
// dates, yet an editor keeps them apart (issue 38 point 3): grouping compares these first.
//
// The cues are how newsrooms head such pieces in general, not any one outlet's: a review calls itself one or
// says it was tried, heard or watched ("must-watch", "we tested", "8/10"); an analysis asks why or says what
// something means; an interview says who was spoken to. Cues that also report news ("in talks to buy", a
// council that will "review" a licence, "Kritik an…" as criticism) are left out.

import { CONCEPT_WORDS, PERSON_TITLES } from './other-languages';

export const PieceKind = { report: 0, review: 1, interview: 2, analysis: 3 } as const;
export type PieceKind = (typeof PieceKind)[keyof typeof PieceKind];

/** A pattern of whole words in any script: JavaScript's \b knows only ASCII letters ("é", "ü", "í"). */
const words = (alternatives: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'iu');

/**
 * Who holds a review that is a process, not a piece: "… after Islington Council review", "a licence review", "a
 * judicial review" head the decision it led to.
 */
const REVIEWING_BODY =
  '(?:council|licen[cs]e|licensing|judicial|police|safety|government|court|committee|panel|board|planning|regulatory|strategic|policy|annual)';
export const REVIEW_PROCESS = new RegExp(
  `(?<![\\p{L}\\p{N}])${REVIEWING_BODY}'?s?\\s+review(?=\\s*(?:$|[.!?;]))`,
  'giu',
);

const REVIEW = words([
  // "Review: …", "… review", "Reviewed: …" (not "to review the licence", nor "after a council review": a
  // decision's process; see `REVIEW_PROCESS`).
  `(?<!${REVIEWING_BODY}'?s?\\s)review(?:ed)?\\s*(?::|$)`,
  '^review',
  'reviewed',
  'must[- ](?:watch|see|hear|listen|read|have)',
  'first listen',
  'hands[- ]on',
  'tried and tested',
  'we (?:tried|tested|watched|listened to|went to)',
  'a night (?:at|in)',
  'album of the (?:week|month|year)',
  '\\d+(?:[.,]\\d)?\\s*/\\s*10',
  // German, French, Spanish, Italian, Dutch, Portuguese.
  'im (?:praxis)?test',
  'getestet',
  'rezension',
  'kritik:',
  'rundgang',
  'wir waren (?:da|dabei)',
  'critique',
  'chronique',
  'on a testé',
  'nous y étions',
  'rese[ñn]a',
  'probamos',
  'recensione',
  'abbiamo provato',
  'recensie',
  'getest',
  'resenha',
  'testamos',
]);

const INTERVIEW = words([
  'interview',
  'in conversation',
  'q\\s*&\\s*a',
  'talks? (?:to|with) us',
  'we (?:spoke|talked|sat down) (?:to|with)',
  'sits down with',
  'in (?:his|her|their) own words',
  'im gespräch',
  'spricht über',
  'entretien',
  'rencontre avec',
  'entrevista',
  '(?:charlamos|hablamos) con',
  'intervista',
  'abbiamo (?:incontrato|parlato con)',
  'gesprek met',
  '(?:conversa|conversamos) com',
]);
// "Four Tet on making music at home": a name of two to five capitalised words, then "on" and the subject.
const NAME_ON = /^(?:\p{Lu}[\p{L}\p{N}.'’&-]*\s+){2,5}on\s+\p{Ll}/u;
// "Avicii documentary director Henrik Burman on telling Tim's story": a person's role, their name, then "on"
// and the subject, wherever it stands (decision 077).
const roleWords = [...PERSON_TITLES]
  .filter((role) => /^[\p{Ll}-]+$/u.test(role))
  .map((role) => `[${role[0]}${role[0]!.toUpperCase()}]${role.slice(1)}`);
const ROLE_NAME_ON = new RegExp(
  `(?<![\\p{L}])(?:${roleWords.join('|')})\\s+(?:\\p{Lu}[\\p{L}\\p{N}.'’&-]*\\s+){1,4}on\\s+\\p{Ll}`,
  'u',
);

// A question is not enough ("Will fabric survive another hearing?" reports the hearing); "why" is, wherever it
// stands, unless someone says why (a statement reported: "the duo explain why they split").
const ANALYSIS = words([
  '(?<!(?:explains?|explained|reveals?|revealed|says?|said|tells?|told|asks?|asked)\\s)why',
  'explained',
  'explainer',
  'analysis',
  'opinion',
  'op-ed',
  'comment(?:ary)?:',
  '(?:future|state|economics) of',
  'what (?:it|this|that) means',
  'what (?:we know|happens next|comes next|next for)',
  'everything (?:we know|you need to know)',
  'the case (?:for|against)',
  'in defen[cs]e of',
  'lessons? (?:from|of)',
  'rise and fall',
  'warum',
  'kommentar',
  'meinung',
  'hintergrund',
  'was (?:bedeutet|wir wissen)',
  'pourquoi',
  'décryptage',
  'tribune',
  'éditorial',
  "ce qu(?:e l)?'(?:on sait|il faut savoir)",
  'por qu[eé]',
  'análisis',
  'opinión',
  'qué significa',
  'lo que sabemos',
  // Italian "perché" is also "because" ("chiude perché…"): only a headline that opens with it asks why.
  '^perch[eé]',
  'analisi',
  'commento',
  'cosa (?:significa|sappiamo)',
  'waarom',
  'opinie',
  'achtergrond',
  'wat betekent',
  'análise',
  'opinião',
  'o que (?:significa|se sabe)',
  // A question turned on "but" argues with the news it repeats: "… to reopen, but under what terms?", "…, mais
  // à quel prix ?" (a plain question still reports: "Will the club survive another hearing?").
  '(?:but|mais|aber|pero|ma|maar|mas)\\s[^?]{1,60}\\?',
]);

/**
 * A turn of an earlier story: an appeal, a challenge, a reversal (a reopening is news of its own), as each of the
 * scene's languages writes a ruling on appeal ("en appel", "in appello", "apelación", "gerechtshof") too. Dutch
 * news calls the court of appeal "het hof" ("krijgt gelijk van het hof", "bij het hof"; decision 096), which a
 * German courtyard or the town of Hof never follows.
 */
const TURN =
  /\b(?:appeal(?:s|ed|ing)?|challeng(?:e|es|ed|ing)|overturn(?:s|ed)?|revers(?:e|es|ed|al)|u-turn|reinstate[sd]?|(?:to|will) fight|fights|berufung|einspruch|widerspruch|recours|fait appel|en appel|cour d'appel|recurso|recurr\w*|apelaci[oó]n|ricorso|in appello|corte d'appello|apela[cç][aã]o|beroep|gerechtshof|(?:van|bij|door) hof|het hof|cassation|cassatie|cassazione|casaci[oó]n|cassa[cç][aã]o)\b/iu;

/** The kind of piece a headline heads, and whether it reports a turn of an earlier story. */
export function pieceOf(title: string): { kind: PieceKind; turn: boolean } {
  const kind = REVIEW.test(title)
    ? PieceKind.review
    : INTERVIEW.test(title) || NAME_ON.test(title) || ROLE_NAME_ON.test(title)
      ? PieceKind.interview
      : ANALYSIS.test(title)
        ? PieceKind.analysis
        : PieceKind.report;
  return { kind, turn: TURN.test(title) };
}

/** Concepts that are events of their own, whose aftermath is another story: a death, a fire. */
const EVENT_CONCEPTS = ['death', 'fire'] as const;
/**
 * Words that name a deadly event without saying who died, in the scene's languages: "after the disaster", "nach
 * der Katastrophe", "après le drame" put a crush or a collapse in the past as "after the deaths" does, and what
 * follows it (an organiser ending the event, an inquiry) is a story apart (decision 089's addendum).
 */
const DISASTER_WORDS =
  'disaster tragedy catastrophe katastrophe unglück tragödie drame tragédie catástrofe tragedia desastre disastro strage ramp tragedie catastrofe rampspoed tragédia'.split(
    ' ',
  );
const CONCEPT_OF = new Map<string, string>();
for (const concept of EVENT_CONCEPTS)
  for (const word of CONCEPT_WORDS[concept]!.split(' ')) CONCEPT_OF.set(word, concept);
// A death's: "three dead after the disaster" heads the disaster itself, as "dies after a fall" does.
for (const word of DISASTER_WORDS) CONCEPT_OF.set(word, 'death');
/** A storm, wind or rain, in the scene's languages. */
const WEATHER = new Set(CONCEPT_WORDS.weather!.split(' '));
/** Words that put an event in the past of what a report tells, per language ("na" is Dutch only). */
const AFTER = new Set([
  'after',
  'following',
  'nach',
  'nachdem',
  'après',
  'tras',
  'después',
  'dopo',
  'depois',
]);
/** Words that put the event before them in the past: Hungarian writes "after" after it ("Flint halála után"). */
const AFTER_POSTPOSITIONS = new Set(['után', 'követően']);
/** How many words may stand between "after" and the event ("after Keith Flint's death"). */
const AFTER_REACH = 5;
/** How far into the lead an aftermath is read: its opening sentence or so. */
const LEAD_OPENING = 30;
/** German and Dutch write an event as a compound's tail ("Großbrand", "Todesfall" aside): read those too. */
const COMPOUNDING = new Set(['de', 'nl']);
const MIN_COMPOUND_LEFT = 3;
function conceptOf(word: string, language?: string | null): string | undefined {
  const concept = CONCEPT_OF.get(word);
  if (concept || !COMPOUNDING.has(language ?? '')) return concept;
  for (const [head, of] of CONCEPT_OF)
    if (head.length >= 4 && word.length >= head.length + MIN_COMPOUND_LEFT && word.endsWith(head)) return of;
  return undefined;
}
const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];
/**
 * An event word written with a capital is part of a name ("a day after Quest for Fire", an album), except in
 * German, which capitalises every noun ("nach dem Tod").
 */
const asEventWord = (word: string, language?: string | null) =>
  language === 'de' || !/^\p{Lu}/u.test(word) ? word.toLowerCase() : '';

/**
 * The event a report tells the aftermath of, or undefined: its headline or its lead's opening puts a death or a
 * fire after "after" ("Prodigy cancel all shows after Flint's death", "Two days after the blaze, the festival
 * opened"), and the headline is not simply that event's (its only event concept). A follow-up days later
 * is a story apart from the event, as an appeal is from a decision (issue 38 point 3).
 */
export function aftermathOf(title: string, lead: string, language?: string | null): string | undefined {
  const written = [...wordsOf(title), ...wordsOf(lead).slice(0, LEAD_OPENING)];
  const inTitle = wordsOf(title).length;
  const lower = written.map((word) => word.toLowerCase());
  const events = written.map((word) => asEventWord(word, language));
  const isAfter = (at: number) => AFTER.has(lower[at]!) || (lower[at] === 'na' && language === 'nl');
  const isAfterPostposition = (at: number) => AFTER_POSTPOSITIONS.has(lower[at]!);
  let after: string | undefined;
  for (let at = 0; at < written.length && after === undefined; at++) {
    if (isAfter(at))
      for (let next = at + 1; next <= at + AFTER_REACH && next < written.length; next++) {
        // German "nach" is a preposition: what it puts in the past is a noun, which German capitalises ("nach
        // dem Tod"). A lower-case verb past its noun is the headline's own event: "nach Krebserkrankung
        // gestorben" is a death after an illness, not a death's aftermath (decision 098).
        if (language === 'de' && lower[at] === 'nach' && !/^\p{Lu}/u.test(written[next]!)) continue;
        // A storm put in the past, deadly or not ("after deadly storm", "after yesterday's storm killed…"), is the
        // storm's story: a festival stopped after it is the storm's news, which every report of it tells with its
        // dead, not the aftermath of a death (decision 098).
        if (WEATHER.has(lower[next]!)) break;
        const concept = conceptOf(events[next]!, language);
        if (concept === 'death' && WEATHER.has(lower[next + 1] ?? '')) break;
        if (concept) {
          after = concept;
          break;
        }
      }
    else if (isAfterPostposition(at))
      for (let back = at - 1; back >= Math.max(0, at - AFTER_REACH); back--) {
        const concept = conceptOf(events[back]!, language);
        if (concept) {
          after = concept;
          break;
        }
      }
  }
  if (after === undefined) return undefined;
  // The headline of the event itself ("Keith Flint dies after …", "Fire destroys the stage after …") names the
  // concept outside any "after": count the headline's concepts not introduced by one.
  const own = new Set<string>();
  for (let at = 0; at < inTitle; at++) {
    // Any case here: a headline's first word is capitalised ("Fire destroys the stage").
    const concept = conceptOf(lower[at]!, language);
    if (!concept) continue;
    let introduced = false;
    for (let back = Math.max(0, at - AFTER_REACH); back < at; back++) if (isAfter(back)) introduced = true;
    for (let next = at + 1; next <= at + AFTER_REACH && next < written.length; next++)
      if (isAfterPostposition(next)) introduced = true;
    if (!introduced) own.add(concept);
  }
  return own.has(after) ? undefined : after;
}
