import { decodePlainEntities } from '~/lib/plain-markup';

// ts_headline marks the words a query hit with StartSel/StopSel. It copies the document's text as it is, so
// its output is never trusted as HTML: the marks are two private-use characters that the search strips from
// every document first, and the screen splits on them and renders each piece as text (hits inside <mark>).

export const MARK_START = '\uE000';
export const MARK_END = '\uE001';

export type HighlightPiece = { text: string; marked: boolean };

/**
 * A headline as pieces of text, each marked or not. Stray or unbalanced marks are dropped, entities left by
 * stripped HTML are decoded, runs of white space become one space, and hits separated only by a space (the
 * words of a phrase) are joined into one mark.
 */
export function splitHighlights(headline: string): HighlightPiece[] {
  const pieces: HighlightPiece[] = [];
  const push = (raw: string, marked: boolean) => {
    const text = decodePlainEntities(raw).replace(/\s+/g, ' ');
    if (!text) return;
    const last = pieces.at(-1);
    if (last && last.marked === marked) last.text += text;
    else pieces.push({ text, marked });
  };
  let marked = false;
  let start = 0;
  for (let at = 0; at < headline.length; at++) {
    const char = headline[at];
    if (char !== MARK_START && char !== MARK_END) continue;
    push(headline.slice(start, at), marked);
    marked = char === MARK_START;
    start = at + 1;
  }
  push(headline.slice(start), marked);
  const joined = joinPhrases(pieces);
  if (joined[0]) joined[0].text = joined[0].text.trimStart();
  const last = joined.at(-1);
  if (last) last.text = last.text.trimEnd();
  return joined.filter((piece) => piece.text);
}

/** Hit, single space, hit: one mark over the phrase. */
function joinPhrases(pieces: HighlightPiece[]): HighlightPiece[] {
  const joined: HighlightPiece[] = [];
  for (const piece of pieces) {
    const gap = joined.at(-1);
    const before = joined.at(-2);
    if (piece.marked && gap && !gap.marked && gap.text === ' ' && before?.marked) {
      joined.pop();
      before.text += ` ${piece.text}`;
    } else joined.push({ ...piece });
  }
  return joined;
}

/** True when the headline marks at least one hit. */
export const hasHighlight = (headline: string) => headline.includes(MARK_START);
