import { comparableText } from '../normalise/comparable-text';
import type { SourceText } from './summarise';

// Words that carry no claim: a draft is not better supported for using "the" as its sources do.
const FUNCTION_WORDS = new Set(
  'the a an and or but of to in on at for with by from as is are was were be been has have had will would its it this that these those their his her they we you he she not no than then so into over after before about more most also out up new'.split(
    ' ',
  ),
);

/**
 * How much of a model's draft its sources say themselves: the share (0 to 1) of the draft's distinct
 * content words found in the sources' titles and texts. `checkDraft` already refuses a name or number no
 * source has; this is the finer figure a reader's confidence note is made from.
 */
export function draftSupport(draft: { headline: string; summary: string }, sources: SourceText[]): number {
  const sourceWords = new Set(
    comparableText(sources.map((source) => `${source.title} ${source.text}`).join(' ')).split(' '),
  );
  const draftWords = new Set(
    comparableText(`${draft.headline} ${draft.summary}`)
      .split(' ')
      .filter((word) => word.length > 1 && !FUNCTION_WORDS.has(word)),
  );
  if (draftWords.size === 0) return 0;
  let found = 0;
  for (const word of draftWords) if (sourceWords.has(word)) found++;
  return found / draftWords.size;
}
