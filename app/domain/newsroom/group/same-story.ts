import { AnchorKind } from '../normalise/anchors';
import { agreement, PAIR_FEATURES, pairFeatures } from './pair-features';
import { PAIR_THRESHOLD, pairProbability, ruledOut } from './pair-model';
import {
  LEAD_HASHES,
  meaningSimilarity,
  namesMentioned,
  otherLanguages,
  samePiece,
  samePlace,
  sharedAnchors,
  sharedKeywords,
  type Signature,
  TITLE_HASHES,
} from '../normalise/similarity';

// Chosen on the labelled pairs in tests/fixtures/grouping (bench/grouping.ts prints precision and recall).
/** Mean of title and lead MinHash similarity from which two items may tell the same story. */
export const SAME_STORY_THRESHOLD = 0.25;
/** Titles must share some words too: boilerplate leads alone never make two items one story. */
export const MIN_TITLE_SIMILARITY = 0.1;
/**
 * The names in each title (artists, labels, festivals, products) must all be mentioned by the other report,
 * in its title or lead: templates alone never match, two stories of one artist each name something the
 * other never mentions, and a headline naming three acts still matches one naming only the festival when
 * its text lists them.
 */
export const MIN_NAMES_MENTIONED = 1;

const LEAD_FROM = TITLE_HASHES;

/**
 * The similarity of two fingerprints when they tell the same story, or undefined when they do not. This runs
 * for every candidate pair, so it reads the signatures in place and stops at the first failed rule (it
 * agrees with `similarity()`, which the tests check).
 */
export function sameStoryScore(
  a: Signature,
  b: Signature,
  common?: (band: number) => boolean,
  rare?: (keyword: number) => boolean,
  apartMs?: number,
): number | undefined {
  if (!samePiece(a, b)) return undefined;
  return handRules(a, b, common, rare, apartMs) ?? modelScore(a, b, common, rare);
}

/** What the hand rules alone say (the words rule, then the anchor rule): what the pair scorer is measured against. */
export function rulesScore(
  a: Signature,
  b: Signature,
  common?: (band: number) => boolean,
  rare?: (keyword: number) => boolean,
  apartMs?: number,
): number | undefined {
  if (!samePiece(a, b)) return undefined;
  return handRules(a, b, common, rare, apartMs);
}

/**
 * The words rule, then the anchor rule, for two reports of one kind of piece. Both callers first ask
 * `samePiece`: a review, an interview or an analysis is a story apart from the news it is about, and a turn (an
 * appeal, a reversal) apart from the decision it turns (issue 38).
 */
function handRules(
  a: Signature,
  b: Signature,
  common?: (band: number) => boolean,
  rare?: (keyword: number) => boolean,
  apartMs?: number,
): number | undefined {
  return wordsScore(a, b) ?? anchorScore(a, b, common, rare, apartMs);
}

/**
 * Words alike from which a report beyond the story window still tells the story (decision 089): well above
 * SAME_STORY_THRESHOLD, where one act's other news of the week hardly reaches.
 */
const LATE_WORDS = 0.4;

/**
 * The similarity of two reports further apart than the story window (up to LATE_WINDOW_MS) when the evidence
 * is strong, or undefined: a report that retells the news in the same words (a death told again five days on,
 * a sale reported late). One name and the same happening are not enough this late: what follows a death or a
 * closure (a family's statement, the cause of death, a tribute) names the act and says it again (decision 089
 * measured it: at eight days such joins merged a cause of death with the death in tuning-4). `least` lowers the
 * bar for a report several outlets' reports agree with (`retoldBy` in plan-stories.ts).
 */
export function lateScore(a: Signature, b: Signature, least = LATE_WORDS): number | undefined {
  if (!samePiece(a, b)) return undefined;
  const words = wordsScore(a, b);
  return words !== undefined && words >= least ? words : undefined;
}

const features = new Float64Array(PAIR_FEATURES.length);
/** Scores of pairs the model joins sit below the anchor rule's (at least 0.0625): a rule's join is preferred. */
const MODEL_SCALE = 0.06;

/**
 * The learned scorer (pair-model.ts), for pairs the hand rules turn down: its probability, scaled below the
 * rules' scores, when nothing rules the pair out (in one language the rules alone judge) and it reaches the
 * threshold chosen for pair precision ≥ 0.97 (decision 085).
 */
function modelScore(
  a: Signature,
  b: Signature,
  common?: (band: number) => boolean,
  rare?: (keyword: number) => boolean,
): number | undefined {
  // Asked first: it is cheap, and most candidate pairs are in one language, which the model never judges
  // (decision 089 measured a threshold of its own for them: at pair precision 0.97 it joined nothing more).
  if (!otherLanguages(a, b) || !pairFeatures(a, b, { common, rare }, features)) return undefined;
  if (ruledOut(features)) return undefined;
  // Embeddings, when an endpoint gave both, that say the reports mean different things.
  const meaning = meaningSimilarity(a, b);
  if (meaning !== undefined && meaning < OTHER_MEANING) return undefined;
  const probability = pairProbability(features);
  return probability >= PAIR_THRESHOLD ? probability * MODEL_SCALE : undefined;
}

/**
 * Reports this close in time that name one rare name and what happened (a closure, a death, a fire: the
 * concept both write, in any language) tell one event: one act's or club's two events of one kind rarely
 * break within the same day, while its other news of that day says something else happened. Decision 077 set a
 * half day; decision 096 a day: tuning-4's French reports of one festival called off, written the evening and
 * the next morning (15 to 21 hours apart), were split into two stories. At 48 hours a funeral announced joined
 * the burial two days later (a look-alike of tuning-4); at 24 and 36 hours none did.
 */
const SAME_HOUR_SPAN_MS = 24 * 3_600_000;

/**
 * Embeddings (when an endpoint gave both reports one) of the same event from which one shared specific anchor
 * is enough; below the floor, anchors alone never join two reports. Not tuned on a real model: chosen for
 * sentence-embedding models, where reports of one event sit near 0.9 and of one act's other news near 0.7.
 */
const SAME_MEANING = 0.85;
const OTHER_MEANING = 0.6;

function wordsScore(a: Signature, b: Signature): number | undefined {
  const title = agreement(a, b, 0, TITLE_HASHES);
  if (title < MIN_TITLE_SIMILARITY) return undefined;
  const score = (title + agreement(a, b, LEAD_FROM, LEAD_HASHES)) / 2;
  if (score < SAME_STORY_THRESHOLD) return undefined;
  // Names count only when both titles have some (all-lower-case titles have none).
  const names = namesMentioned(a, b);
  if (names !== undefined && names < MIN_NAMES_MENTIONED) return undefined;
  // Two reports that each say where, and name different countries, tell different events however alike
  // their words (one tour's Tokyo date, another's in Berlin).
  if (samePlace(a, b) === false) return undefined;
  return score;
}

/**
 * What a shared anchor of each kind says (indexed by `AnchorKind`): a date, a price or a product code is
 * rarely shared by two events; a name or a count more often; a month, a weekday, a year, a country or a small
 * count often.
 */
const ANCHOR_WEIGHTS = [1, 2, 2, 2, 1, 0.5, 0.25, 0.5, 0.25, 0.5, 1.5, 2, 2, 1, 0, 0.5, 1, 0.5];
const WEAK_KINDS = new Set<number>([
  AnchorKind.year,
  AnchorKind.month,
  AnchorKind.weekday,
  AnchorKind.place,
  AnchorKind.small,
]);
/** Names count up to this much: two events of one act share its name, and often its venue and city… */
const MAX_NAMES_WEIGHT = 1.5;
/** …unless they share this many names (a lineup, an act with its label and people): see `anchorScore`. */
const NAMES_ENOUGH = 3;
/**
 * A rare keyword both reports write ("wrist", "blaze", "visa": see `rareKeywords` in plan-stories.ts) says what
 * happened, as a name says to whom; a few count up to this much.
 */
const KEYWORD_WEIGHT = 0.75;
const MAX_KEYWORDS_WEIGHT = 1.5;
/**
 * Leads that share this much of their words (MinHash of headline and lead) tell one event more often than two
 * events of one act do, whose leads share a fifth of their words in one case of ten or fewer: a specific
 * anchor's worth, short of a fact's.
 */
const LEADS_ALIKE = 0.2;
const LEADS_ALIKE_WEIGHT = 0.75;
/**
 * Entities a description of one report may mean that the other names ("the Welsh DJ" / "Jamie Jones") count up
 * to this much, as a weak name: many acts are Welsh DJs, and a description only supports other anchors.
 */
const MAX_DESCRIBED_WEIGHT = 0.5;
/** Weak anchors count up to this much: they only support the specific ones. */
const MAX_WEAK_WEIGHT = 1;
/** The weight of shared anchors from which two reports tell one event (decision 033)… */
const SAME_EVENT_ANCHORS = 3;
/** …of which specific anchors (names, codes, dates, amounts, counts) weigh at least this much. */
const SPECIFIC_ANCHORS = 2.5;
// Reused by every comparison, which runs for every candidate pair.
const counts = {
  shared: new Uint8Array(ANCHOR_WEIGHTS.length),
  ofA: new Uint8Array(ANCHOR_WEIGHTS.length),
  ofB: new Uint8Array(ANCHOR_WEIGHTS.length),
};
/** Kinds that tell two events apart when both reports have some and share none. */
const CONFLICTING = [AnchorKind.date, AnchorKind.amount, AnchorKind.percent];

/**
 * How many of a month, a weekday and a small count two reports share: two names with two of these ("Fuse",
 * "Charlotte de Witte", October, Saturday, eight hours) tell one event where the act's other news differs.
 */
function sharedCircumstances(shared: Uint8Array): number {
  return (
    Number(shared[AnchorKind.month]! > 0) +
    Number(shared[AnchorKind.weekday]! > 0) +
    Number(shared[AnchorKind.small]! > 0)
  );
}

/**
 * The anchor rule: reports whose headlines share no words still tell one event when their leads name enough
 * of the same specific things (names, facts, rare keywords), and no date, price or share of one contradicts
 * the other. An anchor that many stories share in the index (`common`) says nothing, like a stopword; a keyword
 * counts only when `rare` (decision 035). Scored below the words rule's threshold (at most 0.2475), so a
 * candidate that agrees by words is preferred.
 */
function anchorScore(
  a: Signature,
  b: Signature,
  common?: (band: number) => boolean,
  rare?: (keyword: number) => boolean,
  apartMs?: number,
): number | undefined {
  if (!sharedAnchors(a, b, counts, common)) return undefined;
  const { shared, ofA, ofB } = counts;
  for (const kind of CONFLICTING)
    if (kind !== AnchorKind.date && shared[kind] === 0 && ofA[kind]! > 0 && ofB[kind]! > 0) return undefined;
  const otherDates = shared[AnchorKind.date] === 0 && ofA[AnchorKind.date]! > 0 && ofB[AnchorKind.date]! > 0;
  // Names alone rarely decide: one act's events share its name, its venue and its city.
  const names = shared[AnchorKind.name]!;
  const namesWeight = Math.min(MAX_NAMES_WEIGHT, names);
  let specific = namesWeight;
  let weak = 0;
  for (let kind = 1; kind < AnchorKind.described; kind++)
    if (WEAK_KINDS.has(kind)) weak += shared[kind]! * ANCHOR_WEIGHTS[kind]!;
    else specific += shared[kind]! * ANCHOR_WEIGHTS[kind]!;
  specific += shared[AnchorKind.concept]! * ANCHOR_WEIGHTS[AnchorKind.concept]!;
  weak += shared[AnchorKind.circumstance]! * ANCHOR_WEIGHTS[AnchorKind.circumstance]!;
  specific += Math.min(
    MAX_DESCRIBED_WEIGHT,
    shared[AnchorKind.described]! * ANCHOR_WEIGHTS[AnchorKind.described]!,
  );
  // Many shared names are a lineup, or an act with its label and people: they decide with one more shared
  // anchor that is no place (a festival's two stories share its name, venue and city), or as four. A word
  // both reports open a sentence with ("Jamie xx steps in") counts among them, though never for weight.
  const lineup = names + shared[AnchorKind.firstWord]!;
  const others =
    specific + weak - namesWeight - shared[AnchorKind.place]! * ANCHOR_WEIGHTS[AnchorKind.place]!;
  // Across languages, names are what the reports can share (their words differ): three decide, or two with
  // what happened (a death, a fire, a closure: the concept both write). Decision 067 withdrew the second for
  // merging look-alikes; with aftermaths and role-headed interviews told apart (077) it holds.
  const decisive =
    lineup > NAMES_ENOUGH ||
    (lineup === NAMES_ENOUGH && (others > 0 || otherLanguages(a, b))) ||
    (lineup === NAMES_ENOUGH - 1 && shared[AnchorKind.concept]! > 0 && otherLanguages(a, b));
  // Dates that differ tell two events apart (one tour's two nights)… unless the names decide and both say
  // the same thing happened: then a date is the event's in one report and a moment of its background in the
  // other ("died on Tuesday" / "had turned himself in on 6 August"), or next year's dates.
  if (otherDates && !(decisive && shared[AnchorKind.concept]! > 0)) return undefined;
  if (decisive) specific += SAME_EVENT_ANCHORS - namesWeight;
  else if (
    apartMs !== undefined &&
    apartMs <= SAME_HOUR_SPAN_MS &&
    names > 0 &&
    shared[AnchorKind.concept]! > 0
  )
    specific = Math.max(specific, SAME_EVENT_ANCHORS);
  const supporting = Math.min(MAX_WEAK_WEIGHT, weak);
  const meaning = meaningSimilarity(a, b);
  if (meaning !== undefined && meaning < OTHER_MEANING) return undefined;
  if (meaning !== undefined && meaning >= SAME_MEANING)
    return specific > 0 ? Math.min(specific + supporting, 9.9) / 40 : undefined;
  const circumstances = names >= 2 && sharedCircumstances(shared) >= 2;
  // Keywords and alike leads are read only when they could make the difference: this runs for every
  // candidate pair, and most share next to nothing.
  const most = specific + MAX_KEYWORDS_WEIGHT + LEADS_ALIKE_WEIGHT;
  if (!circumstances && (most < SPECIFIC_ANCHORS || most + supporting < SAME_EVENT_ANCHORS)) return undefined;
  if (rare) specific += Math.min(MAX_KEYWORDS_WEIGHT, sharedKeywords(a, b, rare) * KEYWORD_WEIGHT);
  if (agreement(a, b, LEAD_FROM, LEAD_HASHES) >= LEADS_ALIKE) specific += LEADS_ALIKE_WEIGHT;
  const weight = specific + supporting;
  if (!circumstances && (specific < SPECIFIC_ANCHORS || weight < SAME_EVENT_ANCHORS)) return undefined;
  return Math.min(weight, 9.9) / 40;
}

/**
 * Whether two reports name one of the same names (not a common one) and say the same thing happened, with no
 * date, price or share of one contradicting the other: too little to join two reports, but what each report
 * of one event repeats whatever its day and language ("Sziget" and a cancellation). See `corroboratedBy` in
 * plan-stories.ts, which asks it of several outlets' reports of one story.
 */
export function sameNameAndHappening(
  a: Signature,
  b: Signature,
  common?: (band: number) => boolean,
): boolean {
  if (!samePiece(a, b) || !sharedAnchors(a, b, counts, common)) return false;
  const { shared, ofA, ofB } = counts;
  for (const kind of CONFLICTING) if (shared[kind] === 0 && ofA[kind]! > 0 && ofB[kind]! > 0) return false;
  return shared[AnchorKind.name]! > 0 && shared[AnchorKind.concept]! > 0;
}
