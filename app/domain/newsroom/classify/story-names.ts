import { comparableText } from '../normalise/comparable-text';
import { discoverNames, type NameMention } from './discover-names';
import type { LexiconEntry, LexiconSpan, MatchWords } from './lexicon-matcher';
import type { DiscoveredKind } from './name-evidence';

/** A name the lexicon does not know, proposed for a story's article as a suggested tag. */
export type SuggestedName = {
  name: string;
  /** The name as compared (`comparableText`): one suggestion per key, whatever the spelling. */
  key: string;
  kind: DiscoveredKind | null;
  /** Why it was proposed, in the desk's words: "on X Records", "two sources", … */
  evidence: string;
  /** Where and how the story's reports named it: what decision 068's confidence rule reads. */
  seen: { sources: number; inTitle: boolean; inLead: boolean; cued: boolean };
};

/** What discovery reads of one report of a story. */
export type NameSource = { sourceName: string; title: string; lead: string };

export type NameKnowledge = {
  spans: (text: MatchWords) => LexiconSpan[];
  /** Keys editors rejected: never proposed again. */
  rejected: ReadonlySet<string>;
  genrePhrases: ReadonlySet<string>;
};

// Bounds: the work per story stays small however long or many its reports are.
export const MAX_REPORTS_READ = 3;
const MAX_TITLE_CHARS = 300;
const MAX_LEAD_CHARS = 400;
export const MAX_SUGGESTIONS_PER_STORY = 6;

const evidenceWords: Record<NameMention['evidence'], string> = {
  pattern: 'the words around it',
  verb: 'news about it',
  words: 'a name of several capitalised words',
  single: 'one capitalised word',
};

/** A lead cut to its first sentences, at a word boundary. */
const leadOf = (text: string) => {
  if (text.length <= MAX_LEAD_CHARS) return text;
  const cut = text.slice(0, MAX_LEAD_CHARS);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 0));
};

/**
 * The names a story's titles and leads propose that the lexicon does not know: a name is proposed when the
 * words around it say what it is, when it is news itself ("X announces"), when it is several capitalised
 * words, or when two sources name it. A capitalised word in a Title Case headline counts only when a lead
 * or another headline names it too. At most six per story, the best-evidenced first.
 */
export function suggestStoryNames(
  reports: NameSource[],
  knowledge: NameKnowledge,
): { names: SuggestedName[]; known: Set<LexiconEntry> } {
  // The lexicon's names found on the way: the story's tagger needs them too, and reads these texts once.
  const known = new Set<LexiconEntry>();
  type Seen = {
    name: string;
    kinds: Map<DiscoveredKind, number>;
    sources: Set<string>;
    evidence: Set<NameMention['evidence']>;
    confirmed: boolean;
    order: number;
    seen: { inTitle: boolean; inLead: boolean; cued: boolean };
  };
  const seen = new Map<string, Seen>();
  for (const report of reports.slice(0, MAX_REPORTS_READ))
    for (const [place, text] of [
      ['inTitle', report.title.slice(0, MAX_TITLE_CHARS)],
      ['inLead', leadOf(report.lead)],
    ] as const) {
      const found = discoverNames(text, knowledge.spans, knowledge.genrePhrases);
      const { mentions, titleCase } = found;
      for (const entry of found.known) known.add(entry);
      for (const mention of mentions) {
        if (knowledge.rejected.has(mention.key)) continue;
        let entry = seen.get(mention.key);
        if (!entry)
          seen.set(
            mention.key,
            (entry = {
              name: mention.name,
              kinds: new Map(),
              sources: new Set(),
              evidence: new Set(),
              confirmed: false,
              order: seen.size,
              seen: { inTitle: false, inLead: false, cued: false },
            }),
          );
        // A spelling from running text beats a Title Case headline's ("Ellen Allien", not "ELLEN ALLIEN").
        if (!titleCase && !entry.confirmed) entry.name = mention.name;
        entry.confirmed ||= !titleCase;
        entry.sources.add(report.sourceName);
        entry.evidence.add(mention.evidence);
        entry.seen[place] = true;
        entry.seen.cued ||= mention.cue;
        if (mention.kind) entry.kinds.set(mention.kind, (entry.kinds.get(mention.kind) ?? 0) + 1);
      }
    }
  const proposed: (SuggestedName & { rank: number })[] = [];
  for (const [key, entry] of seen) {
    const strong = entry.evidence.has('pattern') || entry.evidence.has('verb') || entry.evidence.has('words');
    const twoSources = entry.sources.size >= 2;
    if (!entry.confirmed || !(strong || twoSources)) continue;
    const kind = [...entry.kinds].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
    const reasons = [...entry.evidence]
      .filter((evidence) => evidence !== 'single')
      .map((e) => evidenceWords[e]);
    if (twoSources) reasons.push(`${entry.sources.size} sources`);
    proposed.push({
      name: entry.name,
      key,
      kind,
      evidence: reasons.join(', '),
      seen: { ...entry.seen, sources: entry.sources.size },
      rank: (kind ? 4 : 0) + (twoSources ? 2 : 0) + (strong ? 1 : 0) - entry.order / 1000,
    });
  }
  // "Der Visionaere" from a headline and "Club Der Visionaere" from a lead are one name: the longer stays.
  const inside = (key: string) =>
    proposed.some((other) => other.key !== key && ` ${other.key} `.includes(` ${key} `));
  // "Brothers Tom and Ed Russell, better known as Overmono": a lone first name of a known act's other names
  // (its members, its civil name) is that person, not a new act.
  const givenNames = new Set<string>();
  for (const entry of known)
    for (const alias of entry.aliases) {
      const words = comparableText(alias).split(' ');
      if (words.length >= 2) givenNames.add(words[0]!);
    }
  const names = proposed
    .filter((name) => !inside(name.key) && !givenNames.has(name.key))
    .sort((a, b) => b.rank - a.rank)
    .slice(0, MAX_SUGGESTIONS_PER_STORY)
    .map(({ rank: _rank, ...name }) => name);
  return { names, known };
}
