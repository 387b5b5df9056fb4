import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language';

describe('detectLanguage', () => {
  it.each([
    [
      'Amelie Lens has announced a world tour for the summer, with dates in Europe and the US that will start in June.',
      'en',
    ],
    [
      'Der Berliner Club hat die Saison mit einem Konzert eröffnet, und die Tickets sind nicht mehr zu haben.',
      'de',
    ],
    [
      'Le festival a annoncé la programmation complète pour cette année, avec des artistes qui sont très attendus.',
      'fr',
    ],
    [
      'El festival anunció el cartel completo para este año con los artistas más esperados por el público.',
      'es',
    ],
    ['Het festival heeft de line-up voor dit jaar bekendgemaakt en de kaarten zijn niet meer te koop.', 'nl'],
  ])('%s → %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('says nothing about short or name-only texts', () => {
    expect(detectLanguage('Amelie Lens')).toBeUndefined();
    expect(detectLanguage('Bicep Four Tet Anyma Solomun Kölsch ARTBAT Lane Skrillex Tiësto')).toBeUndefined();
  });
});
