import { comparableText } from '../normalise/comparable-text';
import { FUNCTION_WORDS } from '../normalise/other-languages';
import type { LexiconEntry, LexiconSpan, MatchWords } from './lexicon-matcher';
import { foldWord } from './name-fold';
import { commonWords, type DiscoveredKind, placeWords } from './name-evidence';
import { kindFromContext } from './name-context';
import { contextCue } from './name-cues';
import { nameTokens, type NameToken } from './name-tokens';

/** A capitalised name found in one title or lead, with what the words around it say. */
export type NameMention = {
  name: string;
  key: string;
  kind: DiscoveredKind | null;
  /**
   * `pattern`: the words around it say what it is; `verb`: it does something ("X announces"); `words`: two or
   * more capitalised words; `single`: one word, nothing more.
   */
  evidence: 'pattern' | 'verb' | 'words' | 'single';
  /**
   * A word of its kind's trade stands right beside it ("DJ and producer X", "X label", "the X festival"): the
   * surest sign of what a new name is (decision 068 makes such a name in a title and a lead a tag at once).
   */
  cue: boolean;
};

const MAX_NAME_CHARS = 60;
const MAX_NAME_WORDS = 5;
const MAX_MENTIONS_PER_TEXT = 12;

const neverNames = new Set([
  ...'monday tuesday wednesday thursday friday saturday sunday january february march april june july'.split(
    ' ',
  ),
  ...'august september october november december i ai uk us usa eu ep lp cd nye vip tba tbc mc faq ceo'.split(
    ' ',
  ),
  // What an act is, written before its members' names: "Brothers Tom and Ed Russell".
  ...'brothers sisters duo trio'.split(' '),
]);
const connectors = new Set([
  'de',
  'van',
  'der',
  'von',
  'den',
  'da',
  'di',
  'del',
  'la',
  'le',
  'of',
  'du',
  'el',
]);
const numberPart = /^(?:\d{1,3}|\d+(?:\.\d+)+)$/;

/** A headline In Title Case: its capitals say nothing, so its names must be confirmed elsewhere. */
function isTitleCase(tokens: NameToken[]): boolean {
  // Judged by the everyday words ("Announces", "With", "Show"), which only Title Case capitalises: a sentence
  // full of names is not Title Case.
  const everyday = tokens.filter(
    (token) => !token.sentenceStart && token.text.length >= 2 && commonWords.has(token.lower),
  );
  return (
    everyday.length >= 2 && everyday.filter((token) => token.capitalised).length / everyday.length >= 0.6
  );
}

/** Which tokens the lexicon already names, and as what; and the lexicon's names found. */
function coverage(tokens: NameToken[], spans: (text: MatchWords) => LexiconSpan[]) {
  const words: string[] = [];
  const capitalised: boolean[] = [];
  // A part of a hyphenated word ("Techno-Parade"), as the matcher reads running text's.
  const joined: boolean[] = [];
  const tokenOf: number[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    // Most words are one comparable word already.
    if (!/['’\-.+]/.test(token.text)) {
      words.push(foldWord(token.lower));
      capitalised.push(token.capitalised);
      joined.push(false);
      tokenOf.push(index);
      continue;
    }
    for (const { 0: word, index: at } of token.text.matchAll(/[\p{L}\p{N}]+/gu)) {
      words.push(foldWord(word.toLowerCase()));
      capitalised.push(word === token.text ? token.capitalised : /^\p{Lu}/u.test(word));
      joined.push(at > 0 && token.text[at - 1] === '-');
      tokenOf.push(index);
    }
  }
  const kinds = new Array<string | undefined>(tokens.length);
  const found = spans({ words, capitalised, joined });
  for (const span of found)
    for (let at = span.start; at < span.end; at++) kinds[tokenOf[at]!] ??= span.entry.kind;
  return { kinds, entries: found.map((span) => span.entry) };
}

type Found = NameMention & { first: number; last: number };

/** A text being read: its tokens, whether it is Title Case, and what the lexicon covers. */
type Reading = { tokens: NameToken[]; titleCase: boolean; known: (string | undefined)[] };

function nameLike({ titleCase, known }: Reading, token: NameToken, index: number): boolean {
  return (
    known[index] === undefined &&
    token.capitalised &&
    !neverNames.has(token.lower) &&
    // "El festival de Barcelona", "Die Polizei": another language's article opening a sentence is no name.
    !((token.sentenceStart || titleCase) && (commonWords.has(token.lower) || FUNCTION_WORDS.has(token.lower)))
  );
}

function continues(reading: Reading, index: number): boolean {
  const { tokens, known } = reading;
  const token = tokens[index]!;
  const previous = tokens[index - 1]!;
  if (!token.joined || token.sentenceStart || previous.possessive || known[index] !== undefined) return false;
  // "DJ" only ever starts a name: "Berlin DJ Ellen Allien" is a place, then an artist.
  if (token.lower === 'dj') return false;
  if (nameLike(reading, token, index) || (numberPart.test(token.text) && !token.possessive)) return true;
  return (
    connectors.has(token.text) &&
    index + 1 < tokens.length &&
    nameLike(reading, tokens[index + 1]!, index + 1)
  );
}

/**
 * Capitalised names a title or lead mentions that the lexicon does not know, typed where the words around
 * them say what they are, or by the names listed with them ("Jeff Mills, Call Super and Objekt"); and the
 * lexicon's names it mentions. Pure and bounded: at most a dozen new names per text.
 */
export function discoverNames(
  text: string,
  spans: (text: MatchWords) => LexiconSpan[],
  genrePhrases: ReadonlySet<string>,
): { mentions: NameMention[]; titleCase: boolean; known: LexiconEntry[] } {
  const tokens = nameTokens(text);
  const covered = coverage(tokens, spans);
  const reading: Reading = { tokens, titleCase: isTitleCase(tokens), known: covered.kinds };
  const found: Found[] = [];
  for (let start = 0; start < tokens.length && found.length < MAX_MENTIONS_PER_TEXT; start++) {
    if (!nameLike(reading, tokens[start]!, start)) continue;
    let end = start;
    while (end + 1 < tokens.length && continues(reading, end + 1)) end++;
    const mention = readMention(tokens, start, end, reading.known, text, genrePhrases);
    if (mention) found.push(mention);
    start = end;
  }
  if (found.length > 0) shareKindsInLists(tokens, reading.known, found);
  return {
    mentions: found.map(({ first: _first, last: _last, ...mention }) => mention),
    titleCase: reading.titleCase,
    known: covered.entries,
  };
}

function readMention(
  tokens: NameToken[],
  first: number,
  last: number,
  known: (string | undefined)[],
  text: string,
  genrePhrases: ReadonlySet<string>,
): Found | null {
  let prefixKind: DiscoveredKind | null = null;
  // "DJ Koze" is a name; "DJ Ellen Allien" is the artist Ellen Allien.
  if (tokens[first]!.lower === 'dj') {
    if (first === last) return null;
    if (last - first >= 2) {
      first++;
      prefixKind = 'artist';
    }
  }
  const run = tokens.slice(first, last + 1);
  if (run.length > MAX_NAME_WORDS || run.every((token) => /^\d/.test(token.text))) return null;
  if (run.every((token) => placeWords.has(token.lower) || commonWords.has(token.lower))) return null;
  if (run[0]!.quoteBefore && run.at(-1)!.quoteAfter) return null;
  const name = text.slice(run[0]!.start, run.at(-1)!.end);
  const key = comparableText(name);
  if (!key || name.length > MAX_NAME_CHARS || genrePhrases.has(key)) return null;
  const context = kindFromContext(tokens, first, last, known);
  if (context === 'title') return null;
  const kind = prefixKind ?? context.kind;
  let evidence: NameMention['evidence'] = kind ? 'pattern' : run.length >= 2 ? 'words' : 'single';
  if (context.verb && evidence !== 'pattern') evidence = 'verb';
  // A lone capitalised word opening a sentence is capitalised for that alone: it needs words around it.
  if (evidence === 'single' && tokens[first]!.sentenceStart) return null;
  const cue = kind !== null && (prefixKind !== null || tradeBeside(tokens, first, last, kind));
  return { name, key, kind, evidence, cue, first, last };
}

/**
 * Whether a word of the kind's trade stands right beside the name, in its sentence: the word before ("producer
 * X", "label X", "DJ X") or after ("X festival"). Only the neighbour: "a night at X" says less than "club X".
 */
function tradeBeside(tokens: NameToken[], first: number, last: number, kind: DiscoveredKind): boolean {
  const before = tokens[first - 1];
  if (before && !tokens[first]!.sentenceStart && contextCue(kind, foldWord(before.lower))) return true;
  const after = tokens[last + 1];
  return after !== undefined && !after.sentenceStart && contextCue(kind, foldWord(after.lower));
}

/**
 * Names listed together are of one kind: "led by Jeff Mills, Call Super and Objekt" makes the two unknown
 * names artists, as the lexicon knows Jeff Mills to be.
 */
function shareKindsInLists(tokens: NameToken[], known: (string | undefined)[], found: Found[]) {
  // The text's names in order: lexicon names and found ones, each as a token range with its kind.
  const items: { first: number; last: number; kind: string | null; mention?: Found }[] = [];
  for (let at = 0; at < tokens.length; at++)
    if (known[at] !== undefined) {
      const first = at;
      while (at + 1 < tokens.length && known[at + 1] === known[first] && tokens[at + 1]!.joined) at++;
      items.push({ first, last: at, kind: known[first]! });
    }
  for (const mention of found)
    items.push({ first: mention.first, last: mention.last, kind: mention.kind, mention });
  items.sort((a, b) => a.first - b.first);
  const listed = (a: (typeof items)[number], b: (typeof items)[number]) => {
    if (tokens[b.first]!.sentenceStart) return false;
    const between = b.first - a.last - 1;
    if (between === 0) return /^\s*[,&]\s*$/.test(tokens[b.first]!.gap);
    return between === 1 && ['and', 'b2b', 'or'].includes(tokens[a.last + 1]!.lower);
  };
  let group: (typeof items)[number][] = [];
  const settle = () => {
    const kinds = group.map((item) => item.kind).filter((kind) => kind && kind !== 'genre');
    const shared = kinds.length > 0 && kinds.every((kind) => kind === kinds[0]) ? kinds[0] : null;
    if (group.length > 1 && shared)
      for (const item of group)
        if (item.mention && !item.mention.kind) {
          item.mention.kind = shared as DiscoveredKind;
          item.mention.evidence = 'pattern';
        }
    group = [];
  };
  for (const item of items) {
    if (group.length > 0 && !listed(group.at(-1)!, item)) settle();
    group.push(item);
  }
  settle();
}
