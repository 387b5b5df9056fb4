import { tokens } from '../normalise/similarity';

// Sentences compared as bags of their content words (stopwords of every language read left out).

export type WordVector = Map<string, number>;

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Cuts a text to at most `max` words, ending with an ellipsis when cut. */
export function clipWords(text: string, max: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length <= max
    ? words.join(' ')
    : `${words
        .slice(0, max)
        .join(' ')
        .replace(/[,;:.]+$/, '')}…`;
}

export function vector(words: string[]): WordVector {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

export function cosine(a: WordVector, b: WordVector): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  // forEach, not for…of over entries: no [word, value] pair is made for every word of every comparison.
  a.forEach((value, word) => {
    na += value * value;
    dot += value * (b.get(word) ?? 0);
  });
  b.forEach((value) => {
    nb += value * value;
  });
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/**
 * Whether `candidate` says again what `said` says, as two outlets retelling one fact do: the two are alike
 * overall, or the candidate's words are mostly inside the other (it adds nothing a reader has not just read).
 * A longer sentence that holds a said one and adds to it is not a repeat.
 */
export function nearRepeat(said: WordVector, candidate: WordVector): boolean {
  if (candidate.size === 0 || cosine(said, candidate) >= 0.5) return true;
  let inside = 0;
  for (const word of candidate.keys()) if (said.has(word)) inside++;
  return inside / candidate.size >= 0.6;
}

/**
 * The words of a sentence that carry its facts whatever the language: numbers, and names (capitalised words
 * that are not function words, so "The" at a sentence's start is none), lower-cased. Another outlet's
 * sentence belongs on the page only if it brings a new one.
 */
export function factWords(sentence: string): string[] {
  return (
    sentence
      .split(/\s+/)
      // "30-date" holds the fact 30, "Rook-8" the name and its number.
      .flatMap((word) => word.split(/[-–]/))
      .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
      // A number is a fact however short ("Rook-8"); a capitalised word only if it is no function word.
      .flatMap((word) =>
        /\p{N}/u.test(word) ? [word.toLowerCase()] : /^\p{Lu}/u.test(word) ? tokens(word) : [],
      )
  );
}
