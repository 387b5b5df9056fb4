import { describe, expect, it } from 'vitest';
import { fingerprint } from '../normalise/similarity';
import { PAIR_FEATURES, type PairFeature, pairFeatures } from './pair-features';

// Retold: a house pioneer's death told in English and Spanish, and a street named after him a year later.
const death = fingerprint(
  'Frankie Knuckles, the Godfather of House, has died aged 59',
  'The Chicago DJ and producer Frankie Knuckles died on Monday at 59, his manager said.',
  'en',
);
const muerte = fingerprint(
  'Muere Frankie Knuckles, el padrino del house',
  'El DJ y productor de Chicago Frankie Knuckles murió el lunes a los 59 años.',
  'es',
);
const street = fingerprint(
  'Chicago names a street after Frankie Knuckles',
  'The city of Chicago dedicated a stretch of Jefferson Street to the DJ Frankie Knuckles.',
  'en',
);

const featuresOf = (a: Int32Array, b: Int32Array, common?: (band: number) => boolean) => {
  const values = pairFeatures(a, b, { common })!;
  return (name: PairFeature) => values[PAIR_FEATURES.indexOf(name)]!;
};

describe('pairFeatures', () => {
  it('reads what two reports of one event in two languages share', () => {
    const feature = featuresOf(death.signature, muerte.signature);
    expect(feature('otherLanguages')).toBe(1);
    expect(feature('names')).toBeGreaterThanOrEqual(1);
    expect(feature('happened')).toBe(1);
    expect(feature('onlyOneHappened')).toBe(0);
    expect(feature('namesAcrossLanguages')).toBe(feature('names'));
    expect(feature('bias')).toBe(1);
  });

  it('tells when only one report says something happened', () => {
    const feature = featuresOf(death.signature, street.signature);
    expect(feature('otherLanguages')).toBe(0);
    expect(feature('names')).toBeGreaterThanOrEqual(1);
    expect(feature('onlyOneHappened')).toBe(1);
    expect(feature('titleWords')).toBeLessThan(0.5);
  });

  it('counts a name no longer when the index finds it common', () => {
    const feature = featuresOf(death.signature, muerte.signature, () => true);
    expect(feature('names')).toBe(0);
    // What happened is no name: it still counts.
    expect(feature('happened')).toBe(1);
  });

  it('tells dates that differ', () => {
    const night = (date: string) =>
      fingerprint(
        `Frankie Knuckles plays Chicago on ${date}`,
        `Frankie Knuckles returns to Chicago on ${date}.`,
      );
    const feature = featuresOf(night('31 March').signature, night('25 July').signature);
    expect(feature('otherDates')).toBe(1);
    expect(featuresOf(night('31 March').signature, night('31 March').signature)('otherDates')).toBe(0);
  });

  it('says nothing of a signature that predates anchors', () => {
    expect(pairFeatures(death.signature.slice(0, 96), muerte.signature)).toBeUndefined();
  });
});
