import { tokens } from '../normalise/similarity';
import { splitSentences } from './sentences';
import { clipWords, cosine, factWords, nearRepeat, vector, wordCount } from './sentence-vectors';

export const SUMMARY_MAX_WORDS = 80;
export const QUOTE_MAX_WORDS = 40;

export type SourceText = {
  sourceName: string;
  title: string;
  text: string;
  url: string | null;
  /** The item's language as normalising found it; null when it could not tell. */
  language?: string | null;
  /** Its source's kind; news when not given. */
  kind?: 'news' | 'video' | 'social';
};

/** A source's sentence quoted on the page, credited to it; `language` is the source's, when known. */
export type Quote = { sourceName: string; url: string | null; quote: string; language?: string | null };

export type StorySummary = {
  headline: string;
  /** The standfirst: the one sentence that tells what happened. */
  summary: string;
  /** What the article adds below the standfirst, sentence by sentence, none repeating another. */
  details: string[];
  /** The language the headline and summary are written in; null when no source's language is known. */
  language: string | null;
};

/** Words compared by their stem, so "confirms" meets "confirmed" and "cities" meets "city". */
const stemmed = (words: string[]) =>
  vector(
    words.map((word) => (word.length > 4 ? word.replace(/ies$/, 'y').replace(/(?:es|s|ed|ing)$/, '') : word)),
  );

/** Sentences short enough to be a heading or a credit line ("By Jane Doe.") say nothing a summary needs. */
const sentencesOf = (text: string) =>
  splitSentences(text)
    .filter((sentence) => wordCount(sentence) >= 4)
    .slice(0, 12);

/**
 * The language a story's article is written in: the site's (SITE_LANGUAGE) when any report is, else the
 * language most of its reports share. Reports whose language is unknown go with any.
 */
export function storyLanguage(languages: (string | null | undefined)[], siteLanguage = 'en'): string | null {
  const known = languages.filter((language): language is string => Boolean(language));
  if (known.length === 0) return null;
  if (known.includes(siteLanguage)) return siteLanguage;
  const counts = Map.groupBy(known, (language) => language);
  return [...counts].sort((a, b) => b[1].length - a[1].length)[0]![0];
}

/**
 * The language a story's text is marked with (`articles.lang`): its own when the story is told only in another
 * language than the site's, so it is drafted in that language; null when written in the site's.
 */
export function foreignLanguage(
  languages: (string | null | undefined)[],
  siteLanguage = 'en',
): string | null {
  const language = storyLanguage(languages, siteLanguage);
  return language && language !== siteLanguage ? language : null;
}

/** The reports written in the article's language: its headline, summary and quotes come only from them. */
function inLanguage(sources: SourceText[], language: string | null): SourceText[] {
  return sources.filter((source) => !source.language || !language || source.language === language);
}

/**
 * An extractive summary of a story's sources, in one language. The headline is the title closest to what
 * all of them say. The standfirst is the sentence that tells the event: the one closest to the headline, to
 * the reports' first sentences and to the titles (which state what happened), early in its report; a side
 * fact ("Tickets go on sale on Friday") shares no words with them and never leads. The details are the rest
 * of the lead's report, then other reports' sentences that bring a new name or number, none a near repeat of
 * one already chosen, in at most 80 words with the standfirst, in the order the sources told them.
 */
export function summarise(sources: SourceText[], siteLanguage = 'en'): StorySummary {
  const language = storyLanguage(
    sources.map((source) => source.language),
    siteLanguage,
  );
  const own = inLanguage(sources, language);
  // News reports tell the story; a video's description or a social post, first person as it often is, is
  // only quoted, credited to its author. A story of videos or posts alone is told from them.
  const reports = own.filter((source) => (source.kind ?? 'news') === 'news');
  const leading = reports.length > 0 ? reports : own;
  const centroid = vector(
    own.flatMap((source) => [...tokens(source.title), ...tokens(source.title), ...tokens(source.text)]),
  );
  const headline =
    firstBest(leading, (source) => cosine(vector(tokens(source.title)), centroid))?.title ?? '';
  const all = leading.flatMap((source, sourceIndex) =>
    sentencesOf(source.text).map((sentence, position) => {
      const words = tokens(sentence);
      const bag = vector(words);
      return {
        sentence,
        sourceIndex,
        order: sourceIndex * 100 + position,
        position,
        vector: bag,
        words,
        stemVector: stemmed(words),
        // How close it is to what all sources say: read by the lead's score and the others' order.
        central: cosine(bag, centroid),
      };
    }),
  );
  if (all.length === 0)
    return {
      headline,
      summary: clipWords(leading[0]?.text || headline, SUMMARY_MAX_WORDS),
      details: [],
      language,
    };
  // The standfirst follows the headline and what the reports' first sentences agree on (the news each put
  // first), then what every title says; the first sentence of a report is favoured, the second a little. What
  // all sources say weighs least: a detail many repeat (where a tour ends) is still a detail.
  const headlineVector = stemmed(tokens(headline));
  const openings = stemmed(all.filter((candidate) => candidate.position === 0).flatMap((c) => c.words));
  const titleStems = stemmed(leading.flatMap((source) => tokens(source.title)));
  const leadScore = (candidate: (typeof all)[number]) =>
    2 * cosine(candidate.stemVector, headlineVector) +
    cosine(candidate.stemVector, openings) +
    cosine(candidate.stemVector, titleStems) +
    0.5 * candidate.central +
    (candidate.position === 0 ? 0.3 : candidate.position === 1 ? 0.1 : 0);
  const lead = firstBest(all, leadScore, (a, b) => a.order < b.order)!;
  const leadText = clipWords(lead.sentence, SUMMARY_MAX_WORDS);
  const chosen = [{ ...lead, sentence: leadText }];
  const facts = new Set(factWords(leadText));
  let words = wordCount(leadText);
  // The lead's report is told first, in its order, as an editor keeps one version whole; the others follow,
  // closest to what all sources say first.
  const fromLead = (candidate: (typeof all)[number]) => (candidate.sourceIndex === lead.sourceIndex ? 0 : 1);
  const ranked = all
    .filter((candidate) => candidate !== lead)
    .sort(
      (a, b) =>
        fromLead(a) - fromLead(b) ||
        (fromLead(a) === 0 ? a.order - b.order : b.central - a.central) ||
        a.order - b.order,
    );
  for (const candidate of ranked) {
    if (chosen.some((picked) => nearRepeat(picked.vector, candidate.vector))) continue;
    // The lead's report is told whole; another report adds a sentence only for a name or number it brings.
    const own = factWords(candidate.sentence);
    if (candidate.sourceIndex !== lead.sourceIndex && own.every((word) => facts.has(word))) continue;
    const length = wordCount(candidate.sentence);
    // A sentence longer than a quote cannot be told in part; it is left to the quotes, which clip it.
    if (length > QUOTE_MAX_WORDS || words + length > SUMMARY_MAX_WORDS) continue;
    chosen.push(candidate);
    for (const word of own) facts.add(word);
    words += length;
  }
  // Details read best in the order the sources told them.
  const details = chosen
    .slice(1)
    .sort((a, b) => a.order - b.order)
    .map((item) => item.sentence);
  return { headline, summary: leadText, details, language };
}

/**
 * Short quotes, at most 40 words each, from up to `limit` sources in the article's language: each source's
 * first sentence that the page does not already say (`said`: the standfirst and details), nor another quote,
 * and that brings a name or number of its own. A source with nothing new is not quoted; it stays credited
 * among the sources.
 */
export function quotes(sources: SourceText[], said: string[], limit = 3, siteLanguage = 'en'): Quote[] {
  const language = storyLanguage(
    sources.map((source) => source.language),
    siteLanguage,
  );
  const saidSentences = said.flatMap((text) => splitSentences(text));
  const seen = saidSentences.map((sentence) => vector(tokens(sentence)));
  const facts = new Set(saidSentences.flatMap(factWords));
  const picked: Quote[] = [];
  for (const source of inLanguage(sources, language)) {
    if (picked.length >= limit) break;
    const fresh = sentencesOf(source.text)
      .slice(0, 3)
      .map((sentence) => ({ sentence, bag: vector(tokens(sentence)), own: factWords(sentence) }))
      .find(
        ({ bag, own }) =>
          !seen.some((other) => nearRepeat(other, bag)) && own.some((word) => !facts.has(word)),
      );
    if (!fresh) continue;
    seen.push(fresh.bag);
    for (const word of fresh.own) facts.add(word);
    picked.push({
      sourceName: source.sourceName,
      url: source.url,
      quote: clipWords(fresh.sentence, QUOTE_MAX_WORDS),
      language: source.language ?? null,
    });
  }
  return picked;
}

/**
 * The item with the highest score, each scored once; among equal scores the one `before` prefers, else the
 * first (as a stable sort would put it first).
 */
function firstBest<T>(
  items: readonly T[],
  score: (item: T) => number,
  before: (a: T, b: T) => boolean = () => false,
): T | undefined {
  let best: T | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const value = score(item);
    if (best === undefined || value > bestScore || (value === bestScore && before(item, best))) {
      best = item;
      bestScore = value;
    }
  }
  return best;
}
