// The learned pair scorer: a logistic regression over the pair features (pair-features.ts) whose weights
// bench/train-grouping.ts fits on the labelled real-scene tuning sets and writes to pair-weights.ts. It backs
// the hand rules of same-story.ts: two reports in different languages they turn down still join when the model
// is sure enough and nothing rules the pair out (decision 085).
import { PAIR_FEATURES, type PairFeature } from './pair-features';
import { PAIR_MODEL } from './pair-weights';

/** The logistic function: a weighted sum as a probability. */
export const logistic = (sum: number) => 1 / (1 + Math.exp(-sum));

/** Whether weights were fitted on these features, in this order (else they would weigh the wrong things). */
export const fitsFeatures = (features: readonly string[]) => features.join() === PAIR_FEATURES.join();

let checked = false;

/** The probability, by the model, that a pair with these features tells one event. */
export function pairProbability(
  features: ArrayLike<number>,
  weights: ArrayLike<number> = PAIR_MODEL.weights,
): number {
  if (!checked) {
    if (!fitsFeatures(PAIR_MODEL.features))
      throw new Error('pair-weights.ts was fitted on other features: run `npm run train:grouping`');
    checked = true;
  }
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += weights[i]! * features[i]!;
  return logistic(sum);
}

const at = (name: PairFeature) => PAIR_FEATURES.indexOf(name);
const NAMES = at('names');
const OTHER_LANGUAGES = at('otherLanguages');
const ONLY_ONE_HAPPENED = at('onlyOneHappened');
const OTHER_PLACES = at('otherPlaces');
const OTHER_HAPPENED = at('otherHappened');
const OTHER_AMOUNTS = at('otherAmounts');
const OTHER_DATES = at('otherDates');
const HAPPENED = at('happened');

/**
 * The pairs the model never judges. Reports in one language: the words rule and the anchor rule judge them, and
 * the sets they were checked on (bench/grouping.ts) hold one act's other news of the same day, which the
 * real-scene sets the model is fitted on hardly do. And what the hand rules never allow: reports that share no
 * name (two festivals' stage fires), where one says what happened and the other nothing (a club's fire and its
 * next night), or different things (a death, a cancellation), or that name different countries, prices or
 * shares, or different dates without the same thing happening (one act's two nights). Pairs ruled out are left
 * out of training too.
 */
export function ruledOut(features: ArrayLike<number>): boolean {
  return (
    features[OTHER_LANGUAGES] === 0 ||
    features[NAMES] === 0 ||
    features[ONLY_ONE_HAPPENED] === 1 ||
    features[OTHER_HAPPENED] === 1 ||
    features[OTHER_PLACES] === 1 ||
    features[OTHER_AMOUNTS] === 1 ||
    (features[OTHER_DATES] === 1 && features[HAPPENED] === 0)
  );
}

/** The probability from which the model joins a pair: chosen for pair precision ≥ 0.97 (see the trainer). */
export const PAIR_THRESHOLD = PAIR_MODEL.threshold;
