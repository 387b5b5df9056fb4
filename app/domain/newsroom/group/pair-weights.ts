// Written by `npm run train:grouping` (bench/train-grouping.ts): the pair scorer's weights, fitted on the
// real-scene tuning sets. Do not edit by hand; train again when the features change.
export const PAIR_MODEL: {
  trainedOn: string;
  sets: Record<string, { pairs: number; sameEvent: number; inWindow: number }>;
  features: readonly string[];
  weights: readonly number[];
  threshold: number;
} = {
  trainedOn: '2026-11-29',
  sets: {
    tuning: {
      pairs: 67,
      sameEvent: 50,
      inWindow: 50,
    },
    'tuning-2': {
      pairs: 49,
      sameEvent: 38,
      inWindow: 38,
    },
    'tuning-3': {
      pairs: 81,
      sameEvent: 70,
      inWindow: 65,
    },
    'tuning-4': {
      pairs: 89,
      sameEvent: 66,
      inWindow: 63,
    },
    'held-out': {
      pairs: 51,
      sameEvent: 34,
      inWindow: 36,
    },
  },
  features: [
    'titleWords',
    'leadWords',
    'namesMentioned',
    'namesUnmentioned',
    'names',
    'facts',
    'counts',
    'weak',
    'described',
    'happened',
    'circumstances',
    'anchorOverlap',
    'nameOverlap',
    'otherHappened',
    'onlyOneHappened',
    'namesAndHappened',
    'otherDates',
    'otherAmounts',
    'otherPlaces',
    'keywords',
    'otherLanguages',
    'namesAcrossLanguages',
    'bias',
  ],
  weights: [
    1.7843, 0.5802, 0.4459, -0.1378, 0.0778, 0.0979, 1.8017, 0.8672, 0, 1.5753, 0.8632, 0.1636, 0.3751, 0, 0,
    -0.0733, -0.8128, 0, 0, 0.4901, 0, 0.0778, -2.5031,
  ],
  threshold: 0.559,
};
