/** A word of a title or lead, as name discovery reads it. */
export type NameToken = {
  /** As written, without a possessive ending. */
  text: string;
  lower: string;
  start: number;
  end: number;
  capitalised: boolean;
  /** Written "X's" or "X’s". */
  possessive: boolean;
  /** First word of a sentence (or of a clause after a colon or dash), capitalised whatever it is. */
  sentenceStart: boolean;
  /** What separates it from the word before (at most a few characters are kept). */
  gap: string;
  /** Only spaces separate it from the word before: it may continue a name. */
  joined: boolean;
  /** A quotation mark just before or just after it: a title ("Velvet Orbit") starts or ends here. */
  quoteBefore: boolean;
  quoteAfter: boolean;
};

// Words, with model codes and inner apostrophes kept whole: "CDJ-3000X", "SP-404MKII", "O'Neill", "Maschine+".
const wordPattern = /[\p{L}\p{N}]+(?:['’\-.][\p{L}\p{N}]+)*\+?/gu;
const sentenceBreak = /[.!?:;|—–•]|\s-\s|\n/u;
const quote = /["“”«»‘]/u;

/** Whether a word is written as a name: a capital first ("Bicep"), or a capital after a lower-case start ("iZotope"). */
const looksCapitalised = (word: string) => /^\p{Lu}/u.test(word) || /^\p{Ll}+\p{Lu}/u.test(word);

/** The words of a title or lead, with the case, sentence starts and gaps that name discovery reads. */
export function nameTokens(text: string): NameToken[] {
  const tokens: NameToken[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(wordPattern)) {
    let word = match[0];
    const start = match.index;
    const end = start + word.length;
    const possessive = /['’]s$/i.test(word);
    if (possessive) word = word.slice(0, -2);
    const gap = text.slice(previousEnd, start);
    const after = text.charAt(end);
    tokens.push({
      text: word,
      lower: word.toLowerCase(),
      start,
      end: possessive ? end - 2 : end,
      capitalised: looksCapitalised(word),
      possessive,
      sentenceStart: tokens.length === 0 || sentenceBreak.test(gap),
      gap: gap.slice(0, 8),
      joined: tokens.length > 0 && /^[ \t\u00a0]+$/.test(gap),
      quoteBefore: quote.test(gap) || gap.endsWith("'"),
      quoteAfter: quote.test(after) || after === "'",
    });
    previousEnd = end;
  }
  return tokens;
}
