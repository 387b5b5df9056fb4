// Names as people read them: "Amélie Lens" is Amelie Lens, "Røyksopp" Royksopp, "RÜFÜS DU SOL" Rufus du Sol.
// Letters that carry a mark lose it (NFD); letters that are letters of their own in one language but read as a
// plain one by everyone else (ø, æ, ß, ł…) are spelt out.

const SPELT_OUT: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const spelt = /[øæœßłđðþı]/gu;

/** A lower-case word without its accents; plain ASCII words come back as they are, at no cost. */
export function foldWord(word: string): string {
  // eslint-disable-next-line no-control-regex -- the test is for non-ASCII characters
  if (!/[^\u0000-\u007f]/u.test(word)) return word;
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(spelt, (letter) => SPELT_OUT[letter] ?? letter);
}
