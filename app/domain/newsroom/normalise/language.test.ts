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

  it.each([
    ['가수 소피 34세로 사망…아테네에서 실족. 프로듀서 소피가 그리스 아테네에서 숨졌다.', 'ko'],
    ['テクニクスがSL-1200MK7を発表。新しいターンテーブルは来月発売される。', 'ja'],
    ['电子音乐节因天气原因取消，主办方表示门票将全额退款。', 'zh'],
    ['Πέθανε ο μουσικός παραγωγός και DJ Andrew Weatherall σε ηλικία 56 ετών.', 'el'],
    [
      'Daft Punk kveður með myndbandinu Epilogue. Franska tvíeykið hefur birt nýtt myndband þar sem annar róbótinn sprengir sig.',
      'is',
    ],
    [
      'El festival Sónar ha anunciat el cartell i els primers noms, amb artistes que també van ser-hi l’any passat.',
      'ca',
    ],
    [
      'Festival je objavio prve izvođače, a ulaznice su u prodaji od petka, kao i prošle godine iz Zagreba.',
      'hr',
    ],
  ])('%s → %s (by script, or the words of the outlets’ other languages)', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  // "de" is the first word of Spanish and French as much as of Dutch and Portuguese: counted for those two alone,
  // it left Spanish texts untold; English names in a Dutch lead ("The Warehouse") outweighed its Dutch words.
  it.each([
    [
      'Spinnin pasa a manos de Warner. El imperio holandés de Eelko van Kooten cambia de dueño en la segunda mayor compra de un sello de la década, tras Parlophone.',
      'es',
    ],
    [
      'Andy Fletcher, cofondateur de Depeche Mode, est décédé. Le groupe a annoncé jeudi la mort d’Andy Fletcher, l’un de ses claviéristes, à 60 ans.',
      'fr',
    ],
    [
      'Frankie Knuckles is overleden. Hij werd de Godfather of House genoemd en draaide in The Warehouse, waar de housemuziek ontstond.',
      'nl',
    ],
  ])('%s → %s (each language by its own most common words)', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('says nothing about short or name-only texts', () => {
    expect(detectLanguage('Amelie Lens')).toBeUndefined();
    expect(detectLanguage('Bicep Four Tet Anyma Solomun Kölsch ARTBAT Lane Skrillex Tiësto')).toBeUndefined();
  });
});
