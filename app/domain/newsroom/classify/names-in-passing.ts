import type { LexiconEntry, LexiconSpan } from './lexicon-matcher';

// Where a report's names stand, for telling a story's subjects from names in passing (decision 092): inside a
// longer name, or in a list of brands.

/**
 * Words that join the names of a list ("Rane, Denon DJ, Numark and Reloop"), in the scene's languages (Dutch "of"
 * is "or"); commas are not words.
 */
const LIST_JOINS = new Set('and or und sowie oder y o e ed et ou en of i och og'.split(' '));
const isBrand = (span: LexiconSpan) => span.entry.kind === 'brand' || span.entry.kind === 'product';

/**
 * Brands a text names only in a list of three or more brands ("…hurt rival hardware from Rane, Denon DJ, Numark,
 * Reloop and Roland"): the market around the news, not its subject.
 */
export function brandsListed(found: readonly LexiconSpan[], words: readonly string[]): Set<LexiconEntry> {
  const spans = [...found].sort((a, b) => a.start - b.start);
  const inList = new Set<LexiconEntry>();
  const elsewhere = new Set<LexiconEntry>();
  let run: LexiconSpan[] = [];
  let runEnd = 0;
  const close = () => {
    const list = new Set(run.map((span) => span.entry)).size >= 3;
    for (const span of run) (list ? inList : elsewhere).add(span.entry);
    run = [];
  };
  for (const span of spans) {
    if (!isBrand(span)) continue;
    // A name read twice ("Denon DJ" and "Denon") ends where the longer reading ends.
    const gap = words.slice(runEnd, span.start);
    if (run.length > 0 && !(gap.length <= 1 && gap.every((word) => LIST_JOINS.has(word)))) close();
    runEnd = run.length === 0 ? span.end : Math.max(runEnd, span.end);
    run.push(span);
  }
  close();
  return new Set([...inList].filter((entry) => !elsewhere.has(entry)));
}

/**
 * The entities a text names, and those read only inside another entity's longer name there: "Movement" in
 * "Movement Torino", "Ultra" (Ultra Music Festival's short name) in "Ultra Europe", "Ministry of Sound" in
 * "Ministry of Sound Recordings". The words name the longer one.
 */
export function namedIn(
  found: readonly LexiconSpan[],
): [named: Set<LexiconEntry>, inside: Set<LexiconEntry>] {
  const named = new Set<LexiconEntry>();
  const inside = new Set<LexiconEntry>();
  for (const span of found) {
    const within = found.some(
      (other) =>
        other.entry !== span.entry &&
        other.start <= span.start &&
        other.end >= span.end &&
        other.end - other.start > span.end - span.start &&
        // A maker opens its products' names: "Tessel S2" names the maker Tessel too (lexicon-matcher.ts).
        !(span.entry.kind === 'brand' && other.entry.kind === 'product'),
    );
    (within ? inside : named).add(span.entry);
  }
  return [named, inside];
}
