import { describe, expect, it } from 'vitest';
import { germanNameReader } from './german-names';

/** The names a German run of capitalised words holds, as the reader splits it. */
const read = (run: string, elsewhere: string[] = []) =>
  germanNameReader(new Set(elsewhere))(run.split(' ')).map((words) => words.join(' '));

describe('germanNameReader', () => {
  it('reads no noun as a name, however capitalised', () => {
    for (const noun of ['Hauptbühne', 'Die Veranstalter', 'Feuer', 'Kulturerbe', 'Schwälmer Weißstickerei'])
      expect(read(noun)).toEqual([]);
  });

  it('reads names the scene knows, inside a run of nouns', () => {
    // "Hauptbühne von Tomorrowland": the noun is no name, the festival is.
    expect(read('Hauptbühne von Tomorrowland')).toEqual(['Tomorrowland']);
    expect(read('Abschied Solomun')).toEqual(['Solomun']);
  });

  it('reads the person after a title, a compound title included, and keeps a stage title with its name', () => {
    // Retold from the reports of Berlin's techno culture entering the heritage list in 2024.
    expect(read('Kulturstaatsministerin Claudia Roth')).toEqual(['Claudia Roth']);
    expect(read('Produzent Paul Kalkbrenner')).toEqual(['Paul Kalkbrenner']);
    expect(read('DJ Lena Vortmann')).toEqual(['DJ Lena Vortmann']);
  });

  it('reads a venue after its kind, a name another language wrote and a name styled in capitals', () => {
    expect(read('Der Berliner Club Mondhalle')).toEqual(['Mondhalle']);
    expect(read('Headliner Marlon Hoffstadt')).toEqual([]);
    expect(read('Headliner Marlon Hoffstadt', ['marlon hoffstadt'])).toEqual(['Marlon Hoffstadt']);
    expect(read('Veranstalter DGTL')).toEqual(['DGTL']);
  });
});
