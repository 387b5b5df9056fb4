import { tokens } from '../normalise/similarity';

export const SUMMARY_MAX_WORDS = 80;
export const QUOTE_MAX_WORDS = 40;

export type SourceText = { sourceName: string; title: string; text: string; url: string | null };

function sentences(text: string): string[] {
  return (text.replace(/\s+/g, ' ').match(/[^.!?]+(?:[.!?]+["”’)]*|$)/g) ?? [])
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(' ').length >= 4);
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Cuts a text to at most `max` words, ending with an ellipsis when cut. */
function clipWords(text: string, max: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length <= max
    ? words.join(' ')
    : `${words
        .slice(0, max)
        .join(' ')
        .replace(/[,;:.]+$/, '')}…`;
}

function vector(words: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [word, value] of a) {
    na += value * value;
    dot += value * (b.get(word) ?? 0);
  }
  for (const value of b.values()) nb += value * value;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/**
 * Centroid summary of a story's sources: the sentences closest to what all sources say, most central
 * first, skipping near-repeats, in at most 80 words. The headline is the source title closest to the centroid.
 */
export function summarise(sources: SourceText[]): { headline: string; summary: string } {
  const all = sources.flatMap((source) => sentences(source.text).slice(0, 12));
  const centroid = vector(
    sources.flatMap((source) => [...tokens(source.title), ...tokens(source.title), ...tokens(source.text)]),
  );
  const headline =
    [...sources].sort(
      (a, b) => cosine(vector(tokens(b.title)), centroid) - cosine(vector(tokens(a.title)), centroid),
    )[0]?.title ?? '';
  const ranked = all
    .map((sentence, index) => ({ sentence, index, vector: vector(tokens(sentence)) }))
    .sort((a, b) => cosine(b.vector, centroid) - cosine(a.vector, centroid) || a.index - b.index);
  const chosen: typeof ranked = [];
  let words = 0;
  for (const candidate of ranked) {
    if (chosen.some((picked) => cosine(picked.vector, candidate.vector) > 0.6)) continue;
    const length = wordCount(candidate.sentence);
    if (words + length > SUMMARY_MAX_WORDS) {
      if (chosen.length === 0)
        chosen.push({ ...candidate, sentence: clipWords(candidate.sentence, SUMMARY_MAX_WORDS) });
      continue;
    }
    chosen.push(candidate);
    words += length;
  }
  // Sentences read best in the order the sources told them.
  chosen.sort((a, b) => a.index - b.index);
  const summary =
    chosen.map((item) => item.sentence).join(' ') ||
    clipWords(sources[0]?.text || headline, SUMMARY_MAX_WORDS);
  return { headline, summary };
}

/** Short quotes, at most 40 words each, from up to `limit` sources, never their whole text. */
export function quotes(
  sources: SourceText[],
  limit = 3,
): { sourceName: string; url: string | null; quote: string }[] {
  return sources
    .map((source) => ({ source, first: sentences(source.text)[0] }))
    .filter((entry): entry is { source: SourceText; first: string } => Boolean(entry.first))
    .slice(0, limit)
    .map(({ source, first }) => ({
      sourceName: source.sourceName,
      url: source.url,
      quote: clipWords(first, QUOTE_MAX_WORDS),
    }));
}
