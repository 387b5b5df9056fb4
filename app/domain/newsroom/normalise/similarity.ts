import { type Anchor, AnchorKind, readLead } from './anchors';
import { comparableText } from './comparable-text';
import { detectLanguage } from './language';
import { CIRCUMSTANCES, conceptOf, FUNCTION_WORDS } from './other-languages';
import { aftermathOf, pieceOf } from './piece-kind';

// Words that say nothing about which story an item tells, in English and the scene's other languages.
const STOPWORDS = new Set([
  ...FUNCTION_WORDS,
  ...'a an the and or but of to in on at for with from by as is are was were be been has have had will would can could its it this that these those his her their our your new after over into about up out than then just more most also amid via says said report reports announces announced reveals revealed shares shared all how why what when where who watch listen exclusive breaking update premiere first here'.split(
    ' ',
  ),
]);

export const TITLE_HASHES = 32;
export const LEAD_HASHES = 64;
export const NAME_HASHES = 16;
/** A bit set of every word of the title and lead (see `writeMentions`), in 32-bit parts. */
export const MENTION_PARTS = 16;
/** The anchors of the title and lead (see `anchors.ts`), as a sorted set of keys; a lead rarely has more. */
const ANCHOR_SLOTS = 24;
/**
 * A 256-bit SimHash of the report's embedding when an embeddings endpoint is configured (see
 * `group/embeddings.server.ts`); -1 throughout otherwise.
 */
const MEANING_SLOTS = 8;
/** The keywords of the title and lead (see `writeKeywordSet`), as a sorted set of word keys. */
const KEYWORD_SLOTS = 16;
/** The report's language, the kind of piece its headline heads and whether it reports a turn (`writePiece`). */
const PIECE_SLOTS = 1;
export const LEAD_WORDS = 80;
// Rows per LSH band: three title hashes (pairs with title similarity 0.6 meet in 9 of 10 cases, templated
// titles at 0.3 in 1 of 4) and four lead hashes.
const TITLE_ROWS = 2;
const LEAD_ROWS = 4;

/**
 * Each word of what happened (a death, a cancellation, a split: CONCEPT_WORDS) to one word for its concept, so
 * that "cancelled", "canceled", "abgesagt" and "annulé" are one word to the headlines' and leads' MinHash as
 * they are one anchor.
 */
const conceptWord = (language: string | null | undefined) => (word: string) => {
  const concept = conceptOf(word, language);
  // Circumstances (a stage, a line-up) are anchors that only support: headlines keep their own words.
  return concept === undefined || CIRCUMSTANCES.has(concept) ? word : `~${concept}`;
};

/** Meaningful lower-case words of a text (stopwords and one-letter words removed). */
export function tokens(text: string): string[] {
  return comparableText(text)
    .split(' ')
    .filter((word) => word.length > 1 && !STOPWORDS.has(word));
}

// FNV-1a, 32 bits: fast, stable across processes and versions.
function fnv1a(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

// The coefficients of every hash function, computed once per run of functions: h_i(x) = (a_i·x + b_i) mod 2^31-1.
const coefficientRuns = new Map<string, { a: Int32Array; b: Int32Array }>();
function coefficients(count: number, seedOffset: number): { a: Int32Array; b: Int32Array } {
  const key = `${count}:${seedOffset}`;
  let run = coefficientRuns.get(key);
  if (!run) {
    run = { a: new Int32Array(count), b: new Int32Array(count) };
    for (let i = 0; i < count; i++) {
      run.a[i] = fnv1a(`a${i + seedOffset}`, 7) | 1;
      run.b[i] = fnv1a(`b${i + seedOffset}`, 13) | 0;
    }
    coefficientRuns.set(key, run);
  }
  return run;
}

/**
 * Writes the MinHash of a set of words into `target` from `at`: each of `count` hash functions keeps its
 * smallest value (-1 throughout when there are no words). Integer arithmetic only: this runs for every item.
 */
function minhashInto(
  target: Int32Array,
  at: number,
  words: string[],
  count: number,
  seedOffset: number,
): void {
  const unique = [...new Set(words)];
  if (unique.length === 0) {
    target.fill(-1, at, at + count);
    return;
  }
  const base = new Int32Array(unique.length);
  for (let j = 0; j < unique.length; j++) base[j] = fnv1a(unique[j]!, 0);
  const { a, b } = coefficients(count, seedOffset);
  for (let i = 0; i < count; i++) {
    const ai = a[i]!;
    const bi = b[i]!;
    let min = 0x7fffffff;
    for (let j = 0; j < base.length; j++) {
      // x mod (2^31 - 1) without a division: x = hi·2^31 + lo ≡ hi + lo.
      const x = (Math.imul(ai, base[j]!) + bi) | 0;
      let h = (x & 0x7fffffff) + (x >>> 31);
      if (h >= 0x7fffffff) h -= 0x7fffffff;
      if (h < min) min = h;
    }
    target[at + i] = min;
  }
}

/** MinHash of a set of words: each of `count` hash functions keeps its smallest value. */
export function minhash(words: Iterable<string>, count: number, seedOffset = 0): number[] {
  const signature = new Int32Array(count);
  minhashInto(signature, 0, [...words], count, seedOffset);
  return [...signature];
}

/**
 * A signature: MinHash of the title, MinHash of the lead, the names of the title as a sorted set of their
 * hashes (see `writeNameSet`), the words mentioned (`writeMentions`), the anchors (`writeAnchorSet`) and the
 * SimHash of an embedding (`writeMeaning`); -1 throughout a part that had nothing.
 */
export type Signature = Int32Array;
export type Fingerprint = { signature: Signature; bands: number[] };
export const SIGNATURE_LENGTH =
  TITLE_HASHES +
  LEAD_HASHES +
  NAME_HASHES +
  MENTION_PARTS +
  ANCHOR_SLOTS +
  MEANING_SLOTS +
  KEYWORD_SLOTS +
  PIECE_SLOTS;
const NAMES_FROM = TITLE_HASHES + LEAD_HASHES;
const MENTIONS_FROM = NAMES_FROM + NAME_HASHES;
const ANCHORS_FROM = MENTIONS_FROM + MENTION_PARTS;
const MEANING_FROM = ANCHORS_FROM + ANCHOR_SLOTS;
const KEYWORDS_FROM = MEANING_FROM + MEANING_SLOTS;
const PIECE_FROM = KEYWORDS_FROM + KEYWORD_SLOTS;

// Capitalised in English, yet not names: calendar words and record formats.
const NOT_NAMES = new Set(
  'january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday ep eps lp lps'.split(
    ' ',
  ),
);

/**
 * Names in a title: capitalised words and words mixing letters and digits (CDJ-3000X), less stopwords,
 * calendar words, record formats and ordinals. Two reports of one story name the same artist, label,
 * festival or product; templates do not. Given the lead, a word whose capital only its place explains (the
 * first word, or any word of a Title Case headline) is a name only if the lead writes it capitalised too:
 * "Sold out: Dekmantel…" names Dekmantel, not "sold".
 */
export function titleNames(title: string, lead?: string): string[] {
  const words = title.match(WORD) ?? [];
  const capitalised = (word: string) => /^\p{Lu}/u.test(word);
  // Title Case leaves only short function words in lower case; a headline full of names still has its verbs.
  const titleCase =
    words.length >= 4 && words.every((word) => capitalised(word) || TITLE_CASE_LOWER.has(word));
  const all = () =>
    words.flatMap((word) => (capitalised(word) ? capitalisedParts([word]) : mixedParts(word)));
  const leadCapitals = new Set(capitalisedParts(lead?.match(WORD) ?? []));
  // Without a lead that writes anything capitalised there is nothing to check against: every capital counts.
  if (leadCapitals.size === 0) return all();
  const names = words.flatMap((word, index) => {
    if (!capitalised(word)) return mixedParts(word);
    const parts = capitalisedParts([word]);
    return index === 0 || titleCase ? parts.filter((part) => leadCapitals.has(part)) : parts;
  });
  // A headline keeps a name to check: if the lead confirms none of its capitals, they all count.
  return names.length > 0 ? names : all();
}

const TITLE_CASE_LOWER = new Set(
  'a an and as at but by for from in into nor of on or per the to up via vs with'.split(' '),
);
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu;
const mixed = (part: string) =>
  /\p{L}/u.test(part) && /\p{N}/u.test(part) && !/^\d+(st|nd|rd|th|s)$/.test(part);
// "CDJ-3000X" is a name; "40-date" and "35th" are not: of a lower-case word only parts like "3000x" count.
const mixedParts = (word: string) => tokens(word).filter(mixed);
const capitalisedParts = (words: string[]) =>
  words.flatMap((word) =>
    /^\p{Lu}/u.test(word)
      ? tokens(word).filter(
          (part) => !/^\d+$/.test(part) && !NOT_NAMES.has(part) && !/^\d+(st|nd|rd|th|s)$/.test(part),
        )
      : mixedParts(word),
  );

// LSH bands: a band is a run of rows of the title or lead MinHash hashed together. Each name of the title is
// a band of its own too: two reports that share only a name ("Berghain to close…" / "…: Berghain announces
// building works") meet as candidates, and the same-story rule decides. A name that many stories share stops
// being followed like any other boilerplate band (MAX_BAND_POSTINGS).
const BANDS: [number, number][] = [
  ...Array.from({ length: Math.floor(TITLE_HASHES / TITLE_ROWS) }, (_, i): [number, number] => [
    i * TITLE_ROWS,
    TITLE_ROWS,
  ]),
  ...Array.from({ length: LEAD_HASHES / LEAD_ROWS }, (_, i): [number, number] => [
    TITLE_HASHES + i * LEAD_ROWS,
    LEAD_ROWS,
  ]),
];

/** The LSH bands of a signature; two items sharing a band are candidates for one story. */
export function bandsOf(signature: Signature): number[] {
  const bands: number[] = [];
  for (const [start, width] of BANDS) {
    if (signature[start] === -1) continue;
    // The band's position is part of the hash, so equal values in different bands do not match.
    let hash = Math.imul(start + 1, 0x9e3779b1);
    for (let i = start; i < start + width; i++) {
      hash = Math.imul(hash ^ signature[i]!, 0x01000193);
      hash ^= hash >>> 15;
    }
    bands.push(hash | 0);
  }
  // Name bands: the name's key, mixed so that it never equals a MinHash band's hash by design.
  if (signature.length >= SIGNATURE_LENGTH && signature[NAMES_FROM]! < -1)
    for (let i = NAMES_FROM; i < NAMES_FROM + NAME_HASHES && signature[i] !== -1; i++)
      bands.push(Math.imul(signature[i]! ^ 0x5bd1e995, 0x01000193) | 0);
  // Anchor bands: reports sharing only a venue, a date or a price meet as candidates (decision 033).
  bands.push(...anchorBandsOf(signature, BANDED_KINDS));
  return bands;
}

/**
 * The fingerprint of an item: MinHash signatures of its title words and of its lead (title plus the first
 * words of its text), the names in its title, every word it mentions, and its LSH bands (title, lead and names).
 */
export function fingerprint(title: string, text: string, language?: string | null): Fingerprint {
  // The language normalising found, when it looked; else the headline's and lead's.
  if (language === undefined)
    language = detectLanguage(`${title} ${text.split(/\s+/, LEAD_WORDS).join(' ')}`);
  title = spacedScripts(title);
  text = spacedScripts(text);
  const concepts = conceptWord(language);
  const titleWords = tokens(title).map(concepts);
  const leadWords = [...titleWords, ...tokens(text).slice(0, LEAD_WORDS).map(concepts)];
  const signature = new Int32Array(SIGNATURE_LENGTH);
  minhashInto(signature, 0, titleWords, TITLE_HASHES, 0);
  minhashInto(signature, TITLE_HASHES, leadWords, LEAD_HASHES, 1000);
  const lead = text.split(/\s+/, LEAD_WORDS).join(' ');
  writeNameSet(signature, titleNames(title, lead));
  writeMentions(signature, leadWords);
  const { anchors, lowerWords } = readLead(title, lead, language);
  writeAnchorSet(signature, anchors);
  signature.fill(-1, MEANING_FROM, MEANING_FROM + MEANING_SLOTS);
  writeKeywordSet(signature, lowerWords);
  writePiece(signature, title, lead, language);
  return { signature, bands: bandsOf(signature) };
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
/**
 * Chinese, Japanese and Korean runs set apart by spaces: they write no space before a Latin name or a number
 * ("テクニクスがSL-1200MK7を発表"), which would otherwise be read as one word with them.
 */
const spacedScripts = (text: string) => (CJK.test(text) ? text.replace(CJK_RUN, ' $& ') : text);

/** The languages a signature tells apart, by their number in it; 0 is a language not told (or none). */
const LANGUAGES = ['', 'en', 'de', 'nl', 'fr', 'es', 'it', 'pt', 'el', 'ko', 'ja', 'zh', 'is', 'ca', 'hr'];
const TURN_BIT = 1 << 6;
const AFTERMATH_BIT = 1 << 7;
/** The bits two reports of one story agree on: the kind of piece, a turn, an aftermath. */
const PIECE_BITS = 0xf0;

/**
 * Writes the report's language (bits 0-3), the kind of piece (bits 4-5), whether it is a turn (bit 6) and
 * whether it tells an earlier event's aftermath (bit 7; decision 077).
 */
function writePiece(
  target: Int32Array,
  title: string,
  lead: string,
  language: string | null | undefined,
): void {
  const { kind, turn } = pieceOf(title);
  const number = Math.max(0, LANGUAGES.indexOf(language ?? ''));
  const aftermath = aftermathOf(title, lead, language) !== undefined;
  target[PIECE_FROM] = number | (kind << 4) | (turn ? TURN_BIT : 0) | (aftermath ? AFTERMATH_BIT : 0);
}

/**
 * Whether two reports are pieces of one kind (both reports, both reviews…) and agree on being a turn of an
 * earlier story or not, and on telling an event's aftermath or not (the shows cancelled after a death are
 * a story apart from the death); true when either signature predates pieces. A signature stored before
 * aftermaths were read has the bit clear until it is fingerprinted again.
 */
export function samePiece(a: Signature, b: Signature): boolean {
  if (a.length < SIGNATURE_LENGTH || b.length < SIGNATURE_LENGTH) return true;
  return ((a[PIECE_FROM]! ^ b[PIECE_FROM]!) & PIECE_BITS) === 0;
}

/** Whether two reports are written in two languages the signatures tell apart. */
export function otherLanguages(a: Signature, b: Signature): boolean {
  if (a.length < SIGNATURE_LENGTH || b.length < SIGNATURE_LENGTH) return false;
  const x = a[PIECE_FROM]! & 0xf;
  const y = b[PIECE_FROM]! & 0xf;
  return x !== 0 && y !== 0 && x !== y;
}

/** A word's key in name sets and mention sets: 31 bits of its hash, never all ones. */
function wordKey(word: string): number {
  const key = fnv1a(word, 0) & 0x7fffffff;
  return key === 0x7fffffff ? 0x7ffffffe : key;
}

/**
 * Writes the names of a title as word keys with the top bit set, sorted, padded with -1: the set itself for
 * up to NAME_HASHES names (a title rarely has more), else its bottom NAME_HASHES, an even sample. The top bit
 * tells a name set apart from the MinHash of names that older signatures held here (values of 0 and up).
 */
function writeNameSet(target: Int32Array, names: string[]): void {
  const keys = [...new Set(names.map((name) => wordKey(name) | 0x80000000))]
    .sort((a, b) => a - b)
    .slice(0, NAME_HASHES);
  target.fill(-1, NAMES_FROM, NAMES_FROM + NAME_HASHES);
  target.set(keys, NAMES_FROM);
}

const MENTION_BITS = MENTION_PARTS * 32;
/** A 32-bit hash shifted right by this leaves log2(MENTION_BITS) bits. */
const MENTION_SHIFT = 32 - Math.log2(MENTION_BITS);
const MENTION_PROBES = 3;

/**
 * The bits of a word key in a mention set (a Bloom filter: three probes). The top bits of a multiplicative
 * hash depend on every bit of the key; the low bits would depend only on the key's low bits, so two words
 * alike there would collide on all three probes at once.
 */
function mentionBit(key: number, probe: number): number {
  return Math.imul(key ^ Math.imul(probe + 1, 0x9e3779b9), 0x85ebca6b) >>> MENTION_SHIFT;
}

/** Writes the set of words of the title and lead: a name is "mentioned" by an item when its bits are set. */
function writeMentions(target: Int32Array, words: string[]): void {
  target.fill(0, MENTIONS_FROM, MENTIONS_FROM + MENTION_PARTS);
  for (const word of new Set(words)) {
    const key = wordKey(word);
    for (let probe = 0; probe < MENTION_PROBES; probe++) {
      const bit = mentionBit(key, probe);
      target[MENTIONS_FROM + (bit >>> 5)]! |= 1 << (bit & 31);
    }
  }
}

/**
 * Anchors that find candidates: facts (codes, dates, amounts, counts). Names are left out: one act's other
 * news would come with them, and the words bands already follow the names of the headline. Months,
 * weekdays, years and countries are too common.
 */
const BANDED_KINDS = new Set<number>([
  AnchorKind.code,
  AnchorKind.date,
  AnchorKind.amount,
  AnchorKind.count,
  AnchorKind.large,
  AnchorKind.percent,
  AnchorKind.temperature,
  AnchorKind.monthOfYear,
  AnchorKind.name,
  AnchorKind.described,
]);
/** Anchors whose commonness is checked (see `sharedAnchors`): the banded ones, and names. */
const COUNTED_KINDS = new Set<number>([...BANDED_KINDS, AnchorKind.firstWord]);
const KIND_SHIFT = 26;
const KIND_BITS = 0x1f << KIND_SHIFT;
const KEY_BITS = (1 << KIND_SHIFT) - 1;
const FIRST_WORD_BITS = AnchorKind.firstWord << KIND_SHIFT;
const DESCRIBED_BITS = AnchorKind.described << KIND_SHIFT;
const anchorKindOf = (value: number) => (value >>> KIND_SHIFT) & 0x1f;
/**
 * The LSH band of an anchor key, mixed so that it never equals another band's hash by design. An entity a
 * description may mean has the band of its name: "the Welsh DJ" meets the reports naming Jamie Jones.
 */
const anchorBand = (value: number) =>
  Math.imul(((value & KIND_BITS) === DESCRIBED_BITS ? value & ~KIND_BITS : value) ^ 0x27d4eb2f, 0x01000193) |
  0;

/** The bands of a signature's anchors of some kinds (by default, those whose commonness is checked). */
export function anchorBandsOf(signature: Signature, kinds: ReadonlySet<number> = COUNTED_KINDS): number[] {
  const bands: number[] = [];
  if (signature.length < SIGNATURE_LENGTH) return bands;
  for (let i = ANCHORS_FROM; i < ANCHORS_FROM + ANCHOR_SLOTS && signature[i] !== -1; i++)
    if (kinds.has(anchorKindOf(signature[i]!))) bands.push(anchorBand(signature[i]!));
  return bands;
}

/**
 * Writes the anchors as keys with the top bit set and the kind in the next five bits, sorted, padded with -1:
 * the title's and the lead's first ANCHOR_SLOTS anchors.
 */
function writeAnchorSet(target: Int32Array, anchors: Anchor[]): void {
  const keys = [
    ...new Set(
      anchors.map(
        (anchor) => 0x80000000 | (anchor.kind << KIND_SHIFT) | (fnv1a(anchor.key, 0) & KEY_BITS) | 0,
      ),
    ),
  ]
    .slice(0, ANCHOR_SLOTS)
    .sort((a, b) => a - b);
  target.fill(-1, ANCHORS_FROM, ANCHORS_FROM + ANCHOR_SLOTS);
  target.set(keys, ANCHORS_FROM);
}

/**
 * Counts, by kind (indexed by `AnchorKind`), the anchors two signatures share and how many each has; false when
 * either predates anchor sets. `common` tells anchors too common to count as shared (see `StoryIndex.isCommon`).
 */
export function sharedAnchors(
  a: Signature,
  b: Signature,
  counts: { shared: Uint8Array; ofA: Uint8Array; ofB: Uint8Array },
  common?: (band: number) => boolean,
): boolean {
  if (a.length < SIGNATURE_LENGTH || b.length < SIGNATURE_LENGTH) return false;
  const { shared, ofA, ofB } = counts;
  shared.fill(0);
  ofA.fill(0);
  ofB.fill(0);
  const end = ANCHORS_FROM + ANCHOR_SLOTS;
  let i = ANCHORS_FROM;
  let j = ANCHORS_FROM;
  while (i < end && a[i] !== -1 && j < end && b[j] !== -1) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      const kind = anchorKindOf(x);
      ofA[kind]!++;
      ofB[kind]!++;
      // Two reports describing alike ("the Amsterdam festival") say nothing of whom: only a description
      // the other report answers by name counts (see `confirmByName`).
      if (kind !== AnchorKind.described && (!common || !COUNTED_KINDS.has(kind) || !common(anchorBand(x))))
        shared[kind]!++;
      i++;
      j++;
    } else if (x < y) {
      ofA[anchorKindOf(x)]!++;
      i++;
    } else {
      ofB[anchorKindOf(y)]!++;
      j++;
    }
  }
  for (; i < end && a[i] !== -1; i++) ofA[anchorKindOf(a[i]!)]!++;
  for (; j < end && b[j] !== -1; j++) ofB[anchorKindOf(b[j]!)]!++;
  // A sentence's first word that the other report writes as a name is that name.
  if (ofA[AnchorKind.firstWord]! > 0) confirmByName(a, b, shared, common, FIRST_WORD_BITS, AnchorKind.name);
  if (ofB[AnchorKind.firstWord]! > 0) confirmByName(b, a, shared, common, FIRST_WORD_BITS, AnchorKind.name);
  // An entity a description may mean that the other report names ("the Welsh DJ" / "Jamie Jones").
  if (ofA[AnchorKind.described]! > 0)
    confirmByName(a, b, shared, common, DESCRIBED_BITS, AnchorKind.described);
  if (ofB[AnchorKind.described]! > 0)
    confirmByName(b, a, shared, common, DESCRIBED_BITS, AnchorKind.described);
  return true;
}

/**
 * Whether two signatures name the same country, when both name one (undefined otherwise). The anchor keys are
 * sorted by kind, so each signature's places are one run.
 */
export function samePlace(a: Signature, b: Signature): boolean | undefined {
  if (a.length < SIGNATURE_LENGTH || b.length < SIGNATURE_LENGTH) return undefined;
  const end = ANCHORS_FROM + ANCHOR_SLOTS;
  let anyA = false;
  let anyB = false;
  for (let i = ANCHORS_FROM; i < end && a[i] !== -1; i++) {
    if (anchorKindOf(a[i]!) !== AnchorKind.place) continue;
    anyA = true;
    for (let j = ANCHORS_FROM; j < end && b[j] !== -1; j++)
      if (anchorKindOf(b[j]!) === AnchorKind.place) {
        anyB = true;
        if (a[i] === b[j]) return true;
      }
    if (!anyB) return undefined;
  }
  return anyA && anyB ? false : undefined;
}

/**
 * Counts as shared, under `counted`, the anchors of `a` of one kind (`bits`) whose name `b` holds: the first
 * words of `a` that `b` names, and the entities a description of `a` may mean that `b` names (unless `a` names
 * them too: then the name itself is shared, and counts once).
 */
function confirmByName(
  a: Signature,
  b: Signature,
  shared: Uint8Array,
  common: ((band: number) => boolean) | undefined,
  bits: number,
  counted: AnchorKind,
): void {
  const end = ANCHORS_FROM + ANCHOR_SLOTS;
  for (let i = ANCHORS_FROM; i < end && a[i] !== -1; i++) {
    if ((a[i]! & KIND_BITS) !== bits) continue;
    // The same word's key as a name: the kind bits cleared (a name's kind is 0).
    const name = a[i]! & ~KIND_BITS;
    if (!hasAnchor(b, name)) continue;
    if (counted === AnchorKind.described && hasAnchor(a, name)) continue;
    if (!common || !common(anchorBand(name))) shared[counted]!++;
  }
}

/** Whether a signature's anchors hold a key (they are sorted, and few). */
function hasAnchor(signature: Signature, key: number): boolean {
  const end = ANCHORS_FROM + ANCHOR_SLOTS;
  for (let i = ANCHORS_FROM; i < end && signature[i] !== -1 && signature[i]! <= key; i++)
    if (signature[i] === key) return true;
  return false;
}

/**
 * Frequent English words, never keywords however rare a small batch makes them look: a keyword says what
 * happened ("wrist", "blaze"), and these say nothing of it.
 */
const COMMON_WORDS = new Set(
  'about above across again against almost along already although always among another around away back because become before began behind being below best better between both bring brought came cannot come could days does done down during each early either else even ever every full gave give given goes going gone good great half hand having high himself home however hour hours itself keep kept know known last late later least left less like little long look made main make many might much must near need never next night nothing once only other others part place point right same seen several should show side since some something soon still such take taken their them thing things think though three through time times today together told took toward under until upon used very want week weeks well went whole within without work world would year years'.split(
    ' ',
  ),
);

/** The word a keyword is compared as: "shows" and "show" are one. */
const keywordStem = (word: string) =>
  word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

/**
 * Writes the keywords of a report: the first KEYWORD_SLOTS words of four letters or more that its headline and
 * lead write in lower case, less stopwords, as sorted word keys. Reports of one event share some rare ones
 * ("wrist", "blaze", "visa"); how rare a word is, only the batch and the index can tell (see `sharedKeywords`).
 */
function writeKeywordSet(target: Int32Array, words: Iterable<string>): void {
  const keys: number[] = [];
  for (const word of words) {
    if (word.length < 4 || STOPWORDS.has(word) || COMMON_WORDS.has(word)) continue;
    const key = wordKey(keywordStem(word));
    if (!keys.includes(key)) keys.push(key);
    if (keys.length === KEYWORD_SLOTS) break;
  }
  keys.sort((a, b) => a - b);
  target.fill(-1, KEYWORDS_FROM, KEYWORDS_FROM + KEYWORD_SLOTS);
  target.set(keys, KEYWORDS_FROM);
}

/** The keyword keys of a signature (none for one that predates keywords). */
export function keywordsOf(signature: Signature): number[] {
  const keys: number[] = [];
  if (signature.length < SIGNATURE_LENGTH) return keys;
  for (let i = KEYWORDS_FROM; i < KEYWORDS_FROM + KEYWORD_SLOTS && signature[i] !== -1; i++)
    keys.push(signature[i]!);
  return keys;
}

/** How many keywords two signatures share that `rare` says are rare. */
export function sharedKeywords(a: Signature, b: Signature, rare: (key: number) => boolean): number {
  if (a.length < SIGNATURE_LENGTH || b.length < SIGNATURE_LENGTH) return 0;
  const end = KEYWORDS_FROM + KEYWORD_SLOTS;
  let shared = 0;
  let i = KEYWORDS_FROM;
  let j = KEYWORDS_FROM;
  while (i < end && a[i] !== -1 && j < end && b[j] !== -1) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      if (rare(x)) shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return shared;
}

const MEANING_BITS = MEANING_SLOTS * 32;
/** Random ±1 hyperplanes per embedding size, made once: bit k of a SimHash is the sign of the k-th projection. */
const hyperplanes = new Map<number, Float32Array>();
function hyperplanesOf(dimensions: number): Float32Array {
  let planes = hyperplanes.get(dimensions);
  if (!planes) {
    planes = new Float32Array(MEANING_BITS * dimensions);
    for (let i = 0; i < planes.length; i++) {
      // A well-mixed hash of the position: its top bit is the sign.
      let h = Math.imul(i ^ (i >>> 16) ^ 0x5bd1e995, 0x45d9f3b);
      h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
      planes[i] = (h ^ (h >>> 16)) < 0 ? 1 : -1;
    }
    hyperplanes.set(dimensions, planes);
  }
  return planes;
}

/**
 * Writes the SimHash of an embedding into a signature: two reports' hashes differ in a share of bits that
 * estimates the angle between their embeddings, so the index compares meanings without keeping the vectors.
 */
export function writeMeaning(signature: Signature, embedding: ArrayLike<number>): void {
  if (signature.length < SIGNATURE_LENGTH) return;
  const planes = hyperplanesOf(embedding.length);
  for (let part = 0; part < MEANING_SLOTS; part++) {
    let bits = 0;
    for (let bit = 0; bit < 32; bit++) {
      const from = (part * 32 + bit) * embedding.length;
      let projection = 0;
      for (let i = 0; i < embedding.length; i++) projection += embedding[i]! * planes[from + i]!;
      if (projection > 0) bits |= 1 << bit;
    }
    signature[MEANING_FROM + part] = bits;
  }
}

/** Estimated cosine similarity of two reports' embeddings, or undefined when either has none. */
export function meaningSimilarity(a: Signature, b: Signature): number | undefined {
  if (a.length < SIGNATURE_LENGTH || b.length < SIGNATURE_LENGTH) return undefined;
  let differ = 0;
  let noneA = true;
  let noneB = true;
  for (let i = MEANING_FROM; i < MEANING_FROM + MEANING_SLOTS; i++) {
    if (a[i] !== -1) noneA = false;
    if (b[i] !== -1) noneB = false;
    let x = a[i]! ^ b[i]!;
    while (x !== 0) {
      x &= x - 1;
      differ++;
    }
  }
  if (noneA || noneB) return undefined;
  return Math.cos((Math.PI * differ) / MEANING_BITS);
}

/** The number of names in a signature's name set, or undefined for none or an older signature. */
function nameCount(signature: Signature): number | undefined {
  if (signature.length < SIGNATURE_LENGTH || signature[NAMES_FROM]! >= -1) return undefined;
  let count = 1;
  while (count < NAME_HASHES && signature[NAMES_FROM + count] !== -1) count++;
  return count;
}

/** The share of `a`'s title names that `b` mentions in its title or lead. */
function shareMentioned(a: Signature, countA: number, b: Signature): number {
  let mentioned = 0;
  for (let i = NAMES_FROM; i < NAMES_FROM + countA; i++) {
    const key = a[i]! & 0x7fffffff;
    let all = true;
    for (let probe = 0; probe < MENTION_PROBES && all; probe++) {
      const bit = mentionBit(key, probe);
      all = (b[MENTIONS_FROM + (bit >>> 5)]! & (1 << (bit & 31))) !== 0;
    }
    if (all) mentioned++;
  }
  return mentioned / countA;
}

/**
 * How far each item mentions the names in the other's title: the lower of the two shares (1 when every name
 * of each headline appears in the other report). Reports of one story name the same things, though one
 * headline may name the festival and the other three of its acts; two stories of one artist each name
 * something (a tour, an album) the other never mentions. Undefined when either title has no names (all
 * lower case) or predates name sets.
 */
export function namesMentioned(a: Signature, b: Signature): number | undefined {
  const countA = nameCount(a);
  const countB = nameCount(b);
  if (countA === undefined || countB === undefined) return undefined;
  return Math.min(shareMentioned(a, countA, b), shareMentioned(b, countB, a));
}

/** A signature as stored in the database: big-endian 32-bit integers (as PostgreSQL's int4send writes). */
export function signatureToBytes(signature: Signature): Buffer {
  const bytes = Buffer.allocUnsafe(signature.length * 4);
  for (let i = 0; i < signature.length; i++) bytes.writeInt32BE(signature[i]!, i * 4);
  return bytes;
}

export function signatureFromBytes(bytes: Uint8Array): Signature {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signature = new Int32Array(bytes.byteLength >>> 2);
  for (let i = 0; i < signature.length; i++) signature[i] = view.getInt32(i * 4);
  return signature;
}

function estimate(a: Signature, b: Signature, from: number, to: number): number {
  let same = 0;
  let total = 0;
  for (let i = from; i < to; i++) {
    if (a[i] === -1 || b[i] === -1) return 0;
    total++;
    if (a[i] === b[i]) same++;
  }
  return total ? same / total : 0;
}

/**
 * Estimated similarity of two items: the mean of their title and lead Jaccard similarities, and how far
 * their titles' names are mentioned by each other (`namesMentioned`; undefined when either title has none).
 */
export function similarity(
  a: Signature,
  b: Signature,
): {
  title: number;
  lead: number;
  score: number;
  names: number | undefined;
  sharesName: boolean | undefined;
} {
  const title = estimate(a, b, 0, TITLE_HASHES);
  const lead = estimate(a, b, TITLE_HASHES, TITLE_HASHES + LEAD_HASHES);
  const names = namesMentioned(a, b);
  return {
    title,
    lead,
    score: (title + lead) / 2,
    names,
    sharesName: names === undefined ? undefined : names > 0,
  };
}
