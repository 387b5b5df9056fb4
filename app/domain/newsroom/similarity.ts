import { comparableText } from './normalise-item';

// Words that say nothing about which story an item tells.
const STOPWORDS = new Set(
  'a an the and or but of to in on at for with from by as is are was were be been has have had will would can could its it this that these those his her their our your new after over into about up out than then just more most also amid via says said report reports announces announced reveals revealed shares shared all how why what when where who watch listen exclusive breaking update premiere first here'.split(
    ' ',
  ),
);

export const TITLE_HASHES = 32;
export const LEAD_HASHES = 64;
export const NAME_HASHES = 16;
export const LEAD_WORDS = 80;
// Rows per LSH band: three title hashes (pairs with title similarity 0.6 meet in 9 of 10 cases, templated
// titles at 0.3 in 1 of 4) and four lead hashes.
const TITLE_ROWS = 2;
const LEAD_ROWS = 4;

/** Meaningful lower-case words of a text (stopwords and one-letter words removed). */
export function tokens(text: string): string[] {
  return comparableText(text)
    .split(' ')
    .filter((word) => word.length > 1 && !STOPWORDS.has(word));
}

// FNV-1a, 32 bits: fast, stable across processes and versions.
function fnv1a(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** MinHash of a set of words: each of `count` hash functions keeps its smallest value. */
export function minhash(words: Iterable<string>, count: number, seedOffset = 0): number[] {
  const signature = new Array<number>(count).fill(0x7fffffff);
  const base = [...new Set(words)].map((word) => fnv1a(word, 0));
  if (base.length === 0) return signature.fill(-1);
  for (let i = 0; i < count; i++) {
    // h_i(x) = (a_i * x + b_i) mod 2^31-1, with a_i, b_i fixed per function.
    const a = fnv1a(`a${i + seedOffset}`, 7) | 1;
    const b = fnv1a(`b${i + seedOffset}`, 13);
    let min = 0x7fffffff;
    for (const value of base) {
      const h = ((Math.imul(a, value) + b) >>> 0) % 0x7fffffff;
      if (h < min) min = h;
    }
    signature[i] = min;
  }
  return signature;
}

export type Fingerprint = { signature: number[]; bands: number[] };

/**
 * Names in a title: capitalised words and words mixing letters and digits (CDJ-3000X), less stopwords.
 * Two reports of one story name the same artist, label, festival or product; templates do not.
 */
export function titleNames(title: string): string[] {
  const words = title.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? [];
  const mixed = (word: string) => /\p{L}/u.test(word) && /\p{N}/u.test(word);
  return words.flatMap((word) => {
    if (/^\p{Lu}/u.test(word)) return tokens(word).filter((part) => !/^\d+$/.test(part));
    // "CDJ-3000X" is a name; "40-date" is not: of a lower-case word only parts like "3000x" count.
    return mixed(word) ? tokens(word).filter(mixed) : [];
  });
}

/**
 * The fingerprint of an item: MinHash signatures of its title words and of its lead (title plus the
 * first words of its text), and LSH bands of both, prefixed so title bands and lead bands never collide.
 */
export function fingerprint(title: string, text: string): Fingerprint {
  const titleWords = tokens(title);
  const leadWords = [...titleWords, ...tokens(text).slice(0, LEAD_WORDS)];
  const signature = [
    ...minhash(titleWords, TITLE_HASHES, 0),
    ...minhash(leadWords, LEAD_HASHES, 1000),
    ...minhash(titleNames(title), NAME_HASHES, 2000),
  ];
  const bands: number[] = [];
  // Names are a filter, not a way in: only title and lead hashes make bands.
  const starts: [number, number][] = [
    ...Array.from({ length: Math.floor(TITLE_HASHES / TITLE_ROWS) }, (_, i): [number, number] => [
      i * TITLE_ROWS,
      TITLE_ROWS,
    ]),
    ...Array.from({ length: LEAD_HASHES / LEAD_ROWS }, (_, i): [number, number] => [
      TITLE_HASHES + i * LEAD_ROWS,
      LEAD_ROWS,
    ]),
  ];
  for (const [start, width] of starts) {
    const rows = signature.slice(start, start + width);
    if (rows.every((value) => value === -1)) continue;
    // Band numbers are part of the hash so equal values in different bands do not match.
    bands.push(fnv1a(`${start}:${rows.join(',')}`, 99) | 0);
  }
  return { signature, bands };
}

function estimate(a: number[], b: number[], from: number, to: number): number {
  let same = 0;
  let total = 0;
  for (let i = from; i < to; i++) {
    if (a[i] === -1 || b[i] === -1) return 0;
    total++;
    if (a[i] === b[i]) same++;
  }
  return total ? same / total : 0;
}

/**
 * Estimated similarity of two items: the mean of their title and lead Jaccard similarities, and whether
 * their titles share a name (undefined when either title has none, as all-lower-case titles do).
 */
export function similarity(
  a: number[],
  b: number[],
): {
  title: number;
  lead: number;
  score: number;
  names: number | undefined;
  sharesName: boolean | undefined;
} {
  const title = estimate(a, b, 0, TITLE_HASHES);
  const lead = estimate(a, b, TITLE_HASHES, TITLE_HASHES + LEAD_HASHES);
  const namesFrom = TITLE_HASHES + LEAD_HASHES;
  const hasNames = (signature: number[]) => signature.length > namesFrom && signature[namesFrom] !== -1;
  const names = hasNames(a) && hasNames(b) ? estimate(a, b, namesFrom, namesFrom + NAME_HASHES) : undefined;
  return {
    title,
    lead,
    score: (title + lead) / 2,
    names,
    sharesName: names === undefined ? undefined : names > 0,
  };
}
