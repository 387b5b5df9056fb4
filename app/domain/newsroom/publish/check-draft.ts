import { SUMMARY_MAX_WORDS, type SourceText } from './summarise';

const HEADLINE_MAX_WORDS = 16;

// Capitalised words that start sentences or are common enough to say nothing about names.
const COMMON = new Set(
  'The A An In On At For With And But Or Of To From By After Before As This That These Those It Its He She They We You His Her Their Our New Next Last First More Most Why How What When Where Who Which Tickets Fans DJ DJs EP LP Album Single Tour Festival Live'.split(
    ' ',
  ),
);

/**
 * Why a model's draft must not be used, or undefined when it may: too long, a link, or a name-like word
 * (capitalised, or with digits) that no source contains.
 */
export function checkDraft(
  draft: { headline: string; summary: string },
  sources: SourceText[],
): string | undefined {
  const headlineWords = draft.headline.split(/\s+/).filter(Boolean).length;
  const summaryWords = draft.summary.split(/\s+/).filter(Boolean).length;
  if (headlineWords > HEADLINE_MAX_WORDS) return `the headline has ${headlineWords} words`;
  if (summaryWords > SUMMARY_MAX_WORDS) return `the summary has ${summaryWords} words`;
  const text = `${draft.headline} ${draft.summary}`;
  if (/https?:\/\/|www\.|\b[\w-]+\.(com|net|org|io|fm|de|uk)\b/i.test(text))
    return 'the draft contains a link';
  const corpus = sources
    .map((source) => `${source.title} ${source.text}`)
    .join(' ')
    .toLowerCase();
  const nameLike = text.match(/\b(?:[A-Z][\p{L}'’.-]+|\p{L}*\d[\p{L}\d-]*)\b/gu) ?? [];
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
