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
const looksCapitalised = (word: string) => {
  const first = word.charCodeAt(0);
  if (first >= 65 && first <= 90) return true;
  // Plain ASCII words are judged without the (slower) Unicode classes.
  if (first >= 97 && first <= 122 && !/[^ -~]/.test(word)) return /^[a-z]+[A-Z]/.test(word);
  return /^\p{Lu}/u.test(word) || /^\p{Ll}+\p{Lu}/u.test(word);
};
const quoteChars = new Set(['"', '“', '”', '«', '»', '‘', "'"]);

/** The words of a title or lead, with the case, sentence starts and gaps that name discovery reads. */
export function nameTokens(text: string): NameToken[] {
  const tokens: NameToken[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(wordPattern)) {
    let word = match[0];
    const start = match.index;
    const end = start + word.length;
    const possessive = word.length > 2 && (word.endsWith("'s") || word.endsWith('’s') || word.endsWith("'S"));
    if (possessive) word = word.slice(0, -2);
    const gap = text.slice(previousEnd, start);
    // Most gaps are one space: nothing to look at.
    const plain = gap === ' ';
    tokens.push({
      text: word,
      lower: word.toLowerCase(),
      start,
      end: possessive ? end - 2 : end,
      capitalised: looksCapitalised(word),
      possessive,
      sentenceStart: tokens.length === 0 || (!plain && sentenceBreak.test(gap)),
      gap: plain ? gap : gap.slice(0, 8),
      joined: tokens.length > 0 && (plain || /^[ \t\u00a0]+$/.test(gap)),
      quoteBefore: !plain && (quote.test(gap) || gap.endsWith("'")),
      quoteAfter: quoteChars.has(text.charAt(end)),
    });
    previousEnd = end;
  }
  return tokens;
}
