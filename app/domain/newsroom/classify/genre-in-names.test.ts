import { describe, expect, it } from 'vitest';
import { genrePhrases, withoutGenresInNames } from './genre-in-names';

describe('genre words inside names', () => {
  it('knows the genre phrases as compared', () => {
    expect(genrePhrases.has('deep house')).toBe(true);
    expect(genrePhrases.has('drum and bass')).toBe(true);
  });

  it.each([
    ['Swedish House Mafia play tonight', ['swedish house mafia'], 'swedish mafia play tonight'],
    ['Techno Wire signs a techno DJ', ['techno wire'], 'wire signs a techno dj'],
    ['Drum & Bass Arena opens', ['drum bass arena'], 'arena opens'],
  ])('takes the genre words out of %s', (text, names, expected) => {
    expect(withoutGenresInNames(text, names)).toBe(expected);
  });

  it('returns the text untouched when no name holds a genre word', () => {
    expect(withoutGenresInNames('Drumcode: Techno!', ['drumcode'])).toBe('Drumcode: Techno!');
  });
});
