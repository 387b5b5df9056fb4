// Written by `npm run train:grouping` (bench/train-grouping.ts): the pair scorer's weights, fitted on the
// real-scene tuning sets. Do not edit by hand; train again when the features change.
export const PAIR_MODEL: {
  trainedOn: string;
  sets: Record<string, { pairs: number; sameEvent: number; inWindow: number }>;
  features: readonly string[];
  weights: readonly number[];
  threshold: number;
} = {
  trainedOn: '2026-11-28',
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
    0.9037, 0.3826, 0.2664, -0.1135, 0.1258, 0.0122, 1.6593, 0.861, 0, 1.3015, 0.9442, 0.8484, 0.6446, 0, 0,
    0.1852, -0.6938, 0, 0, 0.7859, 0, 0.1258, -3.0234,
  ],
  threshold: 0.506,
};
