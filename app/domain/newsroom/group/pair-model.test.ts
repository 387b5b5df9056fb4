import { describe, expect, it } from 'vitest';
import { fingerprint } from '../normalise/similarity';
import { PAIR_FEATURES, type PairFeature, pairFeatures } from './pair-features';
import { fitsFeatures, logistic, PAIR_THRESHOLD, pairProbability, ruledOut } from './pair-model';
import { PAIR_MODEL } from './pair-weights';
import { rulesScore, sameStoryScore } from './same-story';

/** Features with some values set, the rest 0 (and the bias 1). */
const features = (values: Partial<Record<PairFeature, number>>) =>
  PAIR_FEATURES.map((name) => (name === 'bias' ? 1 : (values[name] ?? 0)));

describe('the pair scorer', () => {
  it('weighs the features it was fitted on', () => {
    expect(fitsFeatures(PAIR_MODEL.features)).toBe(true);
    expect(PAIR_MODEL.weights).toHaveLength(PAIR_FEATURES.length);
    expect(fitsFeatures([...PAIR_FEATURES].reverse())).toBe(false);
    expect(PAIR_THRESHOLD).toBeGreaterThan(0);
    expect(PAIR_THRESHOLD).toBeLessThan(1);
  });

  it('is the logistic of the weighted sum', () => {
    const weights = PAIR_FEATURES.map((_, index) => (index === 0 ? 2 : 0));
    expect(pairProbability(features({ titleWords: 0.5 }), weights)).toBeCloseTo(logistic(1));
    expect(logistic(0)).toBe(0.5);
  });

  it('rules out what the hand rules never allow', () => {
    const across = { otherLanguages: 1, names: 2, happened: 1 };
    expect(ruledOut(features(across))).toBe(false);
    // In one language the words rule judges.
    expect(ruledOut(features({ ...across, otherLanguages: 0 }))).toBe(true);
    expect(ruledOut(features({ ...across, names: 0 }))).toBe(true);
    expect(ruledOut(features({ ...across, onlyOneHappened: 1 }))).toBe(true);
    expect(ruledOut(features({ ...across, otherHappened: 1 }))).toBe(true);
    expect(ruledOut(features({ ...across, otherPlaces: 1 }))).toBe(true);
    expect(ruledOut(features({ ...across, otherAmounts: 1 }))).toBe(true);
    expect(ruledOut(features({ ...across, otherDates: 1, happened: 0 }))).toBe(true);
    expect(ruledOut(features({ ...across, otherDates: 1 }))).toBe(false);
  });

  it('scores more shared facts higher', () => {
    const few = features({ otherLanguages: 1, names: 1, happened: 1 });
    const more = features({
      otherLanguages: 1,
      names: 2,
      happened: 1,
      counts: 1,
      weak: 2,
      anchorOverlap: 0.6,
    });
    expect(pairProbability(more)).toBeGreaterThan(pairProbability(few));
  });
});

describe('the pair scorer behind the hand rules', () => {
  // Retold: a Berlin club's closure told in German and Italian, and in Italian the club's next party.
  const german = fingerprint(
    'Berliner Club Griessmühle muss schließen',
    'Die Griessmühle in Neukölln verliert ihren Mietvertrag und schließt Ende Januar, teilen die Betreiber mit.',
    'de',
  );
  const italian = fingerprint(
    'Berlino, chiude il club Griessmühle',
    'Il club Griessmühle di Neukölln perde il contratto d’affitto e chiude a fine gennaio, annunciano i gestori.',
    'it',
  );
  const party = fingerprint(
    'Griessmühle, una festa di dodici ore a Neukölln',
    'Il club Griessmühle di Neukölln annuncia una festa di dodici ore per sabato con i suoi resident.',
    'it',
  );

  it('joins one event in two languages', () => {
    const values = pairFeatures(german.signature, italian.signature)!;
    expect(ruledOut(values)).toBe(false);
    expect(pairProbability(values)).toBeGreaterThanOrEqual(PAIR_THRESHOLD);
    expect(sameStoryScore(german.signature, italian.signature)).toBeDefined();
  });

  it('keeps the club’s other news apart, though it names the club and its district', () => {
    expect(sameStoryScore(german.signature, party.signature)).toBeUndefined();
    expect(rulesScore(german.signature, party.signature)).toBeUndefined();
  });
});
