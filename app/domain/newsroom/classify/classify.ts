import { comparableText } from '../normalise/comparable-text';
import { PieceKind, pieceOf, REVIEW_PROCESS } from '../normalise/piece-kind';
import {
  actDates,
  actTitlePatterns,
  categoryPhrases,
  festivalWords,
  cooccurrences,
  storyCategories,
  type StoryCategory,
  testVerbs,
  titlePatterns,
  titleVetoes,
} from './category-rules';

// A transparent model: each phrase of category-rules.ts adds its weight to a category (a title hit counts
// twice, text hits count less and stop adding after two), headline forms and word pairs add theirs, and the
// source's default adds a prior.
export const genreLexicon: Record<string, string[]> = {
  Techno: ['techno', 'hard techno', 'industrial techno', 'melodic techno'],
  House: ['house', 'house music'],
  'Deep House': ['deep house'],
  'Tech House': ['tech house'],
  'Melodic House': ['melodic house', 'organic house'],
  Trance: ['trance', 'psytrance', 'psy trance', 'uplifting trance'],
  Progressive: ['progressive', 'progressive house'],
  'Drum & Bass': ['drum and bass', 'drum n bass', 'dnb', 'jungle', 'drum bass'],
  Dubstep: ['dubstep', 'riddim'],
  Bass: ['bass music', 'bassline', 'ukg', 'uk garage', 'garage'],
  Electro: ['electro'],
  Ambient: ['ambient', 'downtempo'],
  Disco: ['disco', 'nu disco', 'nu-disco'],
  Breaks: ['breakbeat', 'breaks'],
  Hardstyle: ['hardstyle', 'hardcore', 'gabber'],
};

const sourceCategoryPrior: Record<string, StoryCategory> = {
  releases: 'releases',
  gear: 'tech',
  festivals: 'festivals',
  interviews: 'interviews',
  news: 'news',
};

/** The category of each kind of piece a headline heads; a report is whatever it reports. */
const pieceCategory: Record<PieceKind, StoryCategory | undefined> = {
  [PieceKind.report]: undefined,
  [PieceKind.review]: 'reviews',
  [PieceKind.interview]: 'interviews',
  [PieceKind.analysis]: 'analysis',
};
const PIECE_WEIGHT = 5;

/**
 * Kinds of tagged names that point to a category (see `lexiconKinds`), and how far: a festival or a maker
 * less than the default's and a news source's prior together (4), so they support what the words say; a
 * product (a model of a turntable, a synth) is gear news on its own.
 */
const entityCategories: [StoryCategory, string, number][] = [
  ['festivals', 'festival', 2.5],
  ['tech', 'brand', 2.5],
  ['tech', 'product', 4.5],
];

/**
 * A festival the headline names is what the story is about (decision 093): it weighs more than one named only
 * in the lead, which is where a DJ poll announced at a festival, or an act's album, mentions one; and named with
 * a year ("Lowlands 2020", "Melt 2024") it is the edition itself.
 */
const FESTIVAL_IN_TITLE = 4.5;
const FESTIVAL_IN_LEAD = 1;
const FESTIVAL_EDITION = 2.5;
const YEAR = /^(?:19|20)\d\d$/u;

/** A headline that tries something out, beside gear, heads a review (`testVerbs`). */
const TEST_WEIGHT = 4;

/**
 * Every date of an act called off ("cancel all shows", "annule tous ses concerts", "sagen alle Live-Shows ab"):
 * the act's decision, whatever festivals its dates were at.
 */
const ALL_OF_THEM = new RegExp(
  `(?<![\\p{L}])(?:all|every|tous|toutes|alle|todos|todas|tutti|tutte)\\s+(?:[\\p{L}'’-]+\\s+){0,2}(?:${actDates.join('|')})(?![\\p{L}])`,
  'iu',
);

/**
 * A text's words with where each word occurs, so a phrase is found by its first word, not by scanning; and the
 * compound heads counted so far (a head is asked for by many cues, and counting it reads every word).
 */
type IndexedText = { words: string[]; at: Map<string, number[]>; heads: Map<string, number> };

function indexText(comparable: string): IndexedText {
  const words = comparable.split(' ').filter(Boolean);
  const at = new Map<string, number[]>();
  words.forEach((word, position) => {
    const list = at.get(word);
    if (list) list.push(position);
    else at.set(word, [position]);
  });
  return { words, at, heads: new Map() };
}

// Phrases as word lists, worked out once rather than on every count.
const phraseWords = new Map<string, string[]>();

/**
 * Nouns German and Dutch also write as the tail of a compound ("Technofestival", "Ersatzbühne", "Debütalbum",
 * "muziekfestival"): such a word counts as the noun, as the English words apart do. Only heads long enough that
 * a word ending in them is that thing.
 */
const COMPOUND_HEADS = new Set(['festival', 'festivals', 'bühne', 'album']);
const MIN_COMPOUND_LEFT = 3;

/** How often a phrase occurs in a text, as whole words (or, for a compound head, as a word's tail). */
function count(text: IndexedText, phrase: string): number {
  let words = phraseWords.get(phrase);
  if (words === undefined)
    phraseWords.set(phrase, (words = comparableText(phrase).split(' ').filter(Boolean)));
  if (words.length === 0) return 0;
  if (words.length === 1 && COMPOUND_HEADS.has(words[0]!)) return headCount(text, words[0]!);
  // Most phrases are not in a text at all: their first word is looked up and nothing else is made.
  const starts = text.at.get(words[0]!);
  if (starts === undefined) return 0;
  if (words.length === 1) return starts.length;
  let found = 0;
  for (const start of starts) {
    let offset = 1;
    while (offset < words.length && text.words[start + offset] === words[offset]) offset++;
    if (offset === words.length) found++;
  }
  return found;
}

function headCount(text: IndexedText, head: string): number {
  let found = text.heads.get(head);
  if (found === undefined) {
    found = 0;
    for (const word of text.words)
      if (word === head || (word.length >= head.length + MIN_COMPOUND_LEFT && word.endsWith(head))) found++;
    text.heads.set(head, found);
  }
  return found;
}

/** Whether a text names something followed by a year ("Lowlands 2020"). */
function namedWithYear(text: IndexedText, name: string): boolean {
  const words = comparableText(name).split(' ').filter(Boolean);
  if (words.length === 0) return false;
  return (text.at.get(words[0]!) ?? []).some(
    (start) =>
      words.every((word, offset) => text.words[start + offset] === word) &&
      YEAR.test(text.words[start + words.length] ?? ''),
  );
}

export type Classification = {
  category: StoryCategory;
  scores: Record<StoryCategory, number>;
  genres: string[];
};

/** Category and genres of a story from its titles and texts, with the scores that decided it. */
export function classify(input: {
  title: string;
  text: string;
  sourceCategory?: string;
  /** The kinds of the known names the story was tagged with (`storyEntities`), when tagged first. */
  entityKinds?: readonly string[];
  /**
   * The names and aliases of the festivals among them: when given, a festival counts for its edition only as far
   * as the headline names it (`FESTIVAL_IN_TITLE`).
   */
  festivalNames?: readonly string[];
}): Classification {
  // A review a council, a court or a licensing body held is the process behind what the headline reports ("…
  // loses its licence after Islington Council review"): its word is not a review piece's cue.
  const heading = input.title
    .trim()
    .replace(REVIEW_PROCESS, (process) => process.replace(/review\s*$/iu, ''));
  const title = indexText(comparableText(heading));
  const text = indexText(comparableText(input.text.slice(0, 3000)));
  const scores = Object.fromEntries(storyCategories.map((category) => [category, 0])) as Record<
    StoryCategory,
    number
  >;
  for (const [category, phrases] of Object.entries(categoryPhrases) as [
    Exclude<StoryCategory, 'news'>,
    [string, number][],
  ][]) {
    for (const [phrase, weight] of phrases)
      scores[category] +=
        weight * (2 * Math.min(count(title, phrase), 1) + Math.min(count(text, phrase), 2) * 0.75);
  }
  for (const [category, pattern, weight] of titlePatterns)
    if (pattern.test(heading)) scores[category] += weight;
  // A festival's name says "festival" as well as the word does: "Tomorrowland geeft het op", "Stuck at Burning Man";
  // when its names are known, only a name the headline holds does.
  const festivalInTitle = input.festivalNames?.some((name) => count(title, name) > 0);
  const namesFestival =
    input.entityKinds?.includes('festival') === true &&
    (input.festivalNames === undefined || festivalInTitle);
  for (const [category, anywhere, inTitle, weight] of cooccurrences)
    if (
      ((category === 'festivals' && namesFestival) ||
        anywhere.some((word) => count(title, word) + count(text, word) > 0)) &&
      inTitle.some((word) => count(title, word) > 0)
    )
      scores[category] += weight;
  // The category follows what the piece is (issue 38): grouping already read each headline's kind, and a
  // story's reports are all of one kind. It outweighs the default and a news source's prior (4), not strong cues.
  const piece = pieceCategory[pieceOf(input.title.trim()).kind];
  if (piece) scores[piece] += PIECE_WEIGHT;
  // What the story names: a festival's name points to its edition, a maker's or a product's to gear (Rave The
  // Planet and its route never say "festival"; Technics' anniversary model never says "turntable"). Once per
  // kind, so a line-up of names counts as one.
  if (input.entityKinds?.length) {
    const named = new Map<StoryCategory, number>();
    for (const [category, kind, weight] of entityCategories)
      if (input.entityKinds.includes(kind)) named.set(category, Math.max(named.get(category) ?? 0, weight));
    if (input.festivalNames !== undefined && named.has('festivals'))
      named.set('festivals', festivalInTitle ? FESTIVAL_IN_TITLE : FESTIVAL_IN_LEAD);
    for (const [category, weight] of named) scores[category] += weight;
    if (input.entityKinds.includes('artist'))
      for (const [category, pattern, weight] of actTitlePatterns)
        if (pattern.test(heading)) scores[category] += weight;
  }
  if (input.festivalNames?.some((name) => namedWithYear(title, name))) scores.festivals += FESTIVAL_EDITION;
  if (scores.tech > 0 && testVerbs.some((verb) => count(title, verb) > 0)) scores.reviews += TEST_WEIGHT;
  if (
    !festivalWords.some((word) => count(title, word) > 0) &&
    (ALL_OF_THEM.test(heading) ||
      (actDates.some((word) => count(title, word) > 0) && !input.entityKinds?.includes('festival')))
  )
    scores.festivals = 0;
  for (const [category, phrases] of titleVetoes)
    if (phrases.some((phrase) => count(title, phrase) > 0)) scores[category] = 0;
  const prior = sourceCategoryPrior[input.sourceCategory ?? 'news'] ?? 'news';
  scores[prior] += 2.5;
  // News is the default: another category must clearly win.
  scores.news += 1.5;
  const category = (Object.entries(scores) as [StoryCategory, number][]).sort((a, b) => b[1] - a[1])[0]![0];
  const genreScores = Object.entries(genreLexicon)
    .map(
      ([genre, phrases]) =>
        [
          genre,
          phrases.reduce((sum, phrase) => sum + 2 * count(title, phrase) + count(text, phrase), 0),
        ] as const,
    )
    .filter(([, score]) => score > 0)
    .sort((a, b) => b[1] - a[1]);
  // "Deep House" also matches "house": the more specific genre wins.
  const genres = genreScores
    .map(([genre]) => genre)
    .filter(
      (genre, _, all) =>
        !(genre === 'House' && all.some((other) => other !== 'House' && other.endsWith('House'))),
    );
  return { category, scores, genres: genres.slice(0, 3) };
}
