// Written by `npm run train:grouping` (bench/train-grouping.ts): the pair scorer's weights, fitted on the
// real-scene tuning sets. Do not edit by hand; train again when the features change.
export const PAIR_MODEL: {
  trainedOn: string;
  sets: Record<string, { pairs: number; sameEvent: number; inWindow: number }>;
  features: readonly string[];
  weights: readonly number[];
  threshold: number;
  oneLanguageThreshold: number;
} = {
  trainedOn: '2026-11-29',
  sets: {
    tuning: {
      pairs: 102,
      sameEvent: 75,
      inWindow: 76,
    },
    'tuning-2': {
      pairs: 144,
      sameEvent: 76,
      inWindow: 76,
    },
    'tuning-3': {
      pairs: 116,
      sameEvent: 93,
      inWindow: 87,
    },
    'tuning-4': {
      pairs: 221,
      sameEvent: 138,
      inWindow: 137,
    },
    'held-out': {
      pairs: 90,
      sameEvent: 55,
      inWindow: 57,
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
    2.5747, 1.5043, 0.8593, -0.1533, 0.1013, 0.2091, 1.35, 0.6711, -1.591, 1.0632, 0.6652, 1.0347, 0.0587, 0,
    0, 0.226, -0.865, 0, 0, 0.1112, 0.6287, -0.1207, -3.3331,
  ],
  threshold: 0.638,
  oneLanguageThreshold: 0.818,
};
