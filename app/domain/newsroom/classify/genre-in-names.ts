import { comparableText } from '../normalise/comparable-text';
import { genreLexicon } from './classify';

/** Every genre phrase as compared ("deep house", "drum and bass"). */
export const genrePhrases: ReadonlySet<string> = new Set(
  Object.entries(genreLexicon).flatMap(([genre, phrases]) =>
    [genre, ...phrases].map((phrase) => comparableText(phrase)),
  ),
);

// Names seen before, with their words without genre words; cleared when full, so it stays small.
const stripped = new Map<string, string>();
const STRIPPED_KEPT = 20_000;

/** A name's words without the genre words in it: "swedish house mafia" → "swedish mafia". */
function withoutGenreWords(key: string): string {
  const seen = stripped.get(key);
  if (seen !== undefined) return seen;
  if (stripped.size >= STRIPPED_KEPT) stripped.clear();
  const result = stripGenreWords(key);
  stripped.set(key, result);
  return result;
}

function stripGenreWords(key: string): string {
  let words = ` ${key} `;
  for (const phrase of genrePhrases)
    if (words.includes(` ${phrase} `)) words = words.replaceAll(` ${phrase} `, ' ');
  return words.trim();
}

/**
 * A text as genres are read from it, with the genre words inside names taken out: Swedish House Mafia is no
 * house, Techno Wire no techno. The text is returned as it was when no name holds a genre word (the usual
 * case, so the usual cost is a look at each name).
 */
export function withoutGenresInNames(text: string, nameKeys: Iterable<string>): string {
  const masks: [string, string][] = [];
  for (const key of nameKeys) {
    const stripped = withoutGenreWords(key);
    if (stripped !== key) masks.push([` ${key} `, ` ${stripped || 'name'} `]);
  }
  if (masks.length === 0) return text;
  let comparable = ` ${comparableText(text)} `;
  for (const [from, to] of masks) comparable = comparable.replaceAll(from, to);
  return comparable.trim();
}
