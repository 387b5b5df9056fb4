// What two reports' fingerprints say about whether they tell one event, as numbers a learned scorer weighs
// (pair-model.ts; trained by bench/train-grouping.ts). Every feature is read from the signatures alone, so it
// costs what the hand rules cost, and means the same in every language: shared anchors by kind (names, dates,
// amounts: what does not change with language), contradicting facts, what happened, how alike the words are,
// how far apart in time.
import { AnchorKind } from '../normalise/anchors';
import {
  LEAD_HASHES,
  namesMentioned,
  otherLanguages,
  samePlace,
  sharedAnchors,
  sharedKeywords,
  type Signature,
  TITLE_HASHES,
} from '../normalise/similarity';

/** The features, in the order of the model's weights (see pair-weights.ts). */
export const PAIR_FEATURES = [
  /** MinHash agreement of the headlines' words (0-1). */
  'titleWords',
  /** MinHash agreement of headline and lead (0-1). */
  'leadWords',
  /** How far each headline's names are mentioned by the other report (0-1; 0 when either has none). */
  'namesMentioned',
  /** Both headlines name things, and one names something the other report never mentions (0 or 1). */
  'namesUnmentioned',
  /** Shared names (and first words the other report writes as names) that are not common, up to four. */
  'names',
  /** Shared product codes, dates, amounts, shares, temperatures and months of a year: rare facts. */
  'facts',
  /** Shared counts (10-99) and large counts (100 and up). */
  'counts',
  /** Shared weak anchors: years, months, weekdays, small counts, countries (up to three). */
  'weak',
  /** Entities a description in one report may mean that the other names ("the Welsh DJ" / "Jamie Jones"). */
  'described',
  /** What happened, whatever the language (a death, a fire, a closure): shared concepts, up to two. */
  'happened',
  /** What surrounds an event (a stage, a line-up): shared circumstances, up to two. */
  'circumstances',
  /** Shared anchors of any kind over the fewer either report has (0-1): how much of the sparser one is shared. */
  'anchorOverlap',
  /** Shared names over the fewer names either report gives (0-1). */
  'nameOverlap',
  /** Both say what happened, and say different things (a death / a cancellation). */
  'otherHappened',
  /** One report says what happened and the other says nothing of it: a report of the act's other news. */
  'onlyOneHappened',
  /** Names shared and what happened shared: who and what, the two a report of an event always gives. */
  'namesAndHappened',
  /** Both reports give dates, and none is shared. */
  'otherDates',
  /** Both give prices or shares, and none is shared. */
  'otherAmounts',
  /** Both say where, and name different countries. */
  'otherPlaces',
  /** Rare keywords both write ("wrist", "blaze"), up to three. */
  'keywords',
  /** The reports are in two different languages: their words cannot agree, so anchors weigh more. */
  'otherLanguages',
  /** Names shared across languages: the interaction that lets names stand in for the words. */
  'namesAcrossLanguages',
  /** Always 1: the model's intercept. */
  'bias',
] as const;
export type PairFeature = (typeof PAIR_FEATURES)[number];
const at = Object.fromEntries(PAIR_FEATURES.map((name, index) => [name, index])) as Record<
  PairFeature,
  number
>;

/** Share of equal hashes in one part of two signatures; 0 when either part had no words. */
export function agreement(a: Signature, b: Signature, from: number, count: number): number {
  if (a[from] === -1 || b[from] === -1) return 0;
  let same = 0;
  for (let i = from; i < from + count; i++) if (a[i] === b[i]) same++;
  return same / count;
}

// Reused by every call, which runs for every candidate pair.
const counts = {
  shared: new Uint8Array(Object.keys(AnchorKind).length),
  ofA: new Uint8Array(Object.keys(AnchorKind).length),
  ofB: new Uint8Array(Object.keys(AnchorKind).length),
};
const FACT_KINDS = [
  AnchorKind.code,
  AnchorKind.date,
  AnchorKind.amount,
  AnchorKind.percent,
  AnchorKind.temperature,
  AnchorKind.monthOfYear,
];
const WEAK_KINDS = [
  AnchorKind.year,
  AnchorKind.month,
  AnchorKind.weekday,
  AnchorKind.small,
  AnchorKind.place,
];

/** Both reports have anchors of a kind and share none of them. */
const differ = (kind: AnchorKind) =>
  counts.shared[kind] === 0 && counts.ofA[kind]! > 0 && counts.ofB[kind]! > 0 ? 1 : 0;

export type PairContext = {
  /** Anchors too common to tell events apart (see `commonAnchors` in plan-stories.ts). */
  common?: (band: number) => boolean;
  /** Keywords rare enough to say what happened (see `rareKeywords` in plan-stories.ts). */
  rare?: (keyword: number) => boolean;
};

/**
 * The features of a pair of reports, written into `target` (a reused array: this runs for every candidate
 * pair); undefined when either signature predates anchors (the words rule alone judges those).
 */
export function pairFeatures(
  a: Signature,
  b: Signature,
  context: PairContext = {},
  target = new Float64Array(PAIR_FEATURES.length),
): Float64Array | undefined {
  if (!sharedAnchors(a, b, counts, context.common)) return undefined;
  const { shared } = counts;
  const sum = (kinds: readonly number[]) => kinds.reduce((total, kind) => total + shared[kind]!, 0);
  const names = Math.min(4, shared[AnchorKind.name]! + shared[AnchorKind.firstWord]!);
  const across = otherLanguages(a, b) ? 1 : 0;
  target[at.titleWords] = agreement(a, b, 0, TITLE_HASHES);
  target[at.leadWords] = agreement(a, b, TITLE_HASHES, LEAD_HASHES);
  const mentioned = namesMentioned(a, b);
  target[at.namesMentioned] = mentioned ?? 0;
  target[at.namesUnmentioned] = mentioned !== undefined && mentioned < 1 ? 1 : 0;
  target[at.names] = names;
  target[at.facts] = Math.min(3, sum(FACT_KINDS));
  target[at.counts] = Math.min(2, shared[AnchorKind.count]! + shared[AnchorKind.large]!);
  target[at.weak] = Math.min(3, sum(WEAK_KINDS));
  target[at.described] = Math.min(1, shared[AnchorKind.described]!);
  target[at.happened] = Math.min(2, shared[AnchorKind.concept]!);
  target[at.circumstances] = Math.min(2, shared[AnchorKind.circumstance]!);
  let sharedAll = 0,
    ofA = 0,
    ofB = 0;
  for (let kind = 0; kind < shared.length; kind++) {
    sharedAll += shared[kind]!;
    ofA += counts.ofA[kind]!;
    ofB += counts.ofB[kind]!;
  }
  const fewerNames = Math.min(
    counts.ofA[AnchorKind.name]! + counts.ofA[AnchorKind.firstWord]!,
    counts.ofB[AnchorKind.name]! + counts.ofB[AnchorKind.firstWord]!,
  );
  target[at.anchorOverlap] = Math.min(1, sharedAll / (Math.min(ofA, ofB) || 1));
  target[at.nameOverlap] = Math.min(1, names / (fewerNames || 1));
  target[at.otherHappened] = differ(AnchorKind.concept);
  target[at.onlyOneHappened] =
    counts.ofA[AnchorKind.concept]! > 0 !== counts.ofB[AnchorKind.concept]! > 0 ? 1 : 0;
  target[at.namesAndHappened] = Math.min(names, 3) * Math.min(1, shared[AnchorKind.concept]!);
  target[at.otherDates] = differ(AnchorKind.date);
  target[at.otherAmounts] = Math.max(differ(AnchorKind.amount), differ(AnchorKind.percent));
  target[at.otherPlaces] = samePlace(a, b) === false ? 1 : 0;
  target[at.keywords] = context.rare ? Math.min(3, sharedKeywords(a, b, context.rare)) : 0;
  target[at.otherLanguages] = across;
  target[at.namesAcrossLanguages] = across * names;
  target[at.bias] = 1;
  return target;
}
