// Choosing a spelling correction among words that look alike. Trigram similarity finds the candidates, but it
// cannot tell "musci" from "must" and "music" (three trigrams in common with each); the edit distance with
// transpositions can (one swap against two edits), and how often a word occurs breaks the remaining ties.

export type CandidateWord = {
  word: string;
  /** Titles (of those read) the word occurs in. */
  count: number;
  /** pg_trgm similarity to the word typed, 0 to 1. */
  similarity: number;
};

/** Edits (insert, delete, substitute, swap two neighbours) that turn `a` into `b`: optimal string alignment. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const rows = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[x.length]![y.length]!;
}

/**
 * `word` with two neighbouring letters swapped, each way it can be: the commonest slip of the keyboard, and
 * the one trigrams miss most (a swap in a six-letter word leaves three of its seven trigrams).
 */
export function neighbourSwaps(word: string): string[] {
  const letters = [...word];
  const swaps = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    swaps.add(swapped.join(''));
  }
  return [...swaps];
}

/** Edits a correction may need: one for short words, two from five letters, three from nine. */
const allowedEdits = (word: string) => (word.length < 5 ? 1 : word.length < 9 ? 2 : 3);

/**
 * The likeliest intended words for `typed`, best first: fewest edits, then most frequent, then most similar.
 * Candidates too far from it are dropped; the word itself is never its own correction.
 */
export function rankCorrections(typed: string, candidates: CandidateWord[]): string[] {
  return candidates
    .filter((candidate) => candidate.word !== typed)
    .map((candidate) => ({ ...candidate, edits: editDistance(typed, candidate.word) }))
    .filter((candidate) => candidate.edits <= allowedEdits(typed))
    .sort(
      (a, b) =>
        a.edits - b.edits || b.count - a.count || b.similarity - a.similarity || a.word.localeCompare(b.word),
    )
    .map((candidate) => candidate.word);
}

/**
 * Suggestions for a query whose words at the given positions are unknown: the query with each unknown word
 * replaced by its best correction, then, for the first unknown word, with its next best ones. Operators,
 * quotes and known words stay as the reader typed them.
 */
export function correctedQueries(
  text: string,
  corrections: Map<string, string[]>,
  wordPattern: RegExp,
  limit: number,
): string[] {
  const replaceWith = (choice: (options: string[]) => string | undefined) =>
    text.replace(wordPattern, (word) => {
      const options = corrections.get(word.toLowerCase());
      return (options && choice(options)) ?? word;
    });
  const first = [...corrections.values()].find((options) => options.length > 0);
  if (!first) return [];
  const queries = [replaceWith((options) => options[0])];
  for (const alternative of first.slice(1)) {
    queries.push(replaceWith((options) => (options === first ? alternative : options[0])));
  }
  return [...new Set(queries)].filter((query) => query !== text).slice(0, limit);
}
