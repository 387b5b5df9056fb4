import { SUMMARY_MAX_WORDS, type SourceText } from './summarise';

const HEADLINE_MAX_WORDS = 16;

// Capitalised words that start sentences or are common enough to say nothing about names.
const COMMON = new Set(
  'The A An In On At For With And But Or Of To From By After Before As This That These Those It Its He She They We You His Her Their Our New Next Last First More Most Why How What When Where Who Which Tickets Fans DJ DJs EP LP Album Single Tour Festival Live'.split(
    ' ',
  ),
);

/**
 * Capitalised words a translation says that its sources cannot: in the language written in (`language`), the
 * names of months and weekdays, and of the sources' languages ("German", "Icelandic"), as `Intl` spells them.
 */
function translationWords(language: string, sources: SourceText[]): Set<string> {
  const words = new Set<string>();
  const months = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  const days = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  for (let month = 0; month < 12; month++) words.add(months.format(Date.UTC(2024, month, 15)));
  // 1 January 2024 was a Monday.
  for (let day = 1; day <= 7; day++) words.add(days.format(Date.UTC(2024, 0, day)));
  const names = new Intl.DisplayNames([language], { type: 'language' });
  for (const source of sources) if (source.language) words.add(names.of(source.language) ?? '');
  return new Set([...words].map((word) => word.charAt(0).toUpperCase() + word.slice(1)));
}

/**
 * Why a model's draft must not be used, or undefined when it may: too long, a link, or a name-like word
 * (capitalised, or with digits) that no source contains. A translation (`options.language`, the language it is
 * written in) is read without its sentences' first words, its dates' and languages' names.
 */
export function checkDraft(
  draft: { headline: string; summary: string },
  sources: SourceText[],
  options: { language?: string } = {},
): string | undefined {
  const headlineWords = draft.headline.split(/\s+/).filter(Boolean).length;
  const summaryWords = draft.summary.split(/\s+/).filter(Boolean).length;
  if (headlineWords > HEADLINE_MAX_WORDS) return `the headline has ${headlineWords} words`;
  if (summaryWords > SUMMARY_MAX_WORDS) return `the summary has ${summaryWords} words`;
  const text = `${draft.headline} ${draft.summary}`;
  if (/https?:\/\/|www\.|\b[\w-]+\.(com|net|org|io|fm|de|uk)\b/i.test(text))
    return 'the draft contains a link';
  // The outlets' names count: a draft may credit what it says (or a quote) to the source that reported it.
  const corpus = sources
    .map((source) => `${source.sourceName} ${source.title} ${source.text}`)
    .join(' ')
    .toLowerCase();
  // A draft written in another language than its sources' (`language`) may start a sentence with a word of its
  // own and name dates and languages in its own words; names elsewhere and every number must still be theirs.
  const translated = options.language ? translationWords(options.language, sources) : undefined;
  const checked = translated
    ? `${draft.headline}. ${draft.summary}`.replace(/(^|[.!?:]\s+)\p{Lu}[\p{L}'’-]*/gu, '$1')
    : text;
  const nameLike = (checked.match(/\b(?:[A-Z][\p{L}'’.-]+|\p{L}*\d[\p{L}\d-]*)\b/gu) ?? []).filter(
    (word) => !translated?.has(word),
  );
  // "40-date" checks "40": each part that looks like a name or a number must appear in a source.
  const unknown = nameLike.filter(
    (word) =>
      !COMMON.has(word) &&
      word
        .split(/[-.’']/)
        .filter((part) => /^[A-Z]|\d/.test(part))
        .some((part) => !corpus.includes(part.toLowerCase())),
  );
  if (unknown.length > 0)
    return `the draft names what no source says: ${[...new Set(unknown)].slice(0, 5).join(', ')}`;
  return undefined;
}
