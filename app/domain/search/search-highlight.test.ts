import { describe, expect, it } from 'vitest';
import { hasHighlight, MARK_END, MARK_START, splitHighlights } from './search-highlight';

const marked = (text: string) => `${MARK_START}${text}${MARK_END}`;

describe('splitHighlights', () => {
  it('splits a headline into plain and marked pieces', () => {
    expect(splitHighlights(`The ${marked('acid')} revival in ${marked('Berlin')}.`)).toEqual([
      { text: 'The ', marked: false },
      { text: 'acid', marked: true },
      { text: ' revival in ', marked: false },
      { text: 'Berlin', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('joins the marked words of a phrase into one mark', () => {
    expect(splitHighlights(`a ${marked('closing')} ${marked('set')} at dawn`)).toEqual([
      { text: 'a ', marked: false },
      { text: 'closing set', marked: true },
      { text: ' at dawn', marked: false },
    ]);
  });

  it('keeps markup as text: nothing in a headline is HTML', () => {
    const pieces = splitHighlights(`<img src=x onerror=alert(1)> ${marked('<b>')}`);
    expect(pieces.map((piece) => piece.text).join('')).toBe('<img src=x onerror=alert(1)> <b>');
  });

  it('decodes entities left by stripped HTML and folds white space', () => {
    expect(splitHighlights(`  Above &amp; Beyond\n\n  at ${marked('Caf&#233;')}  `)).toEqual([
      { text: 'Above & Beyond at ', marked: false },
      { text: 'Café', marked: true },
    ]);
  });

  it('survives unbalanced or stray marks', () => {
    expect(splitHighlights(`${MARK_END}plain ${MARK_START}open`)).toEqual([
      { text: 'plain ', marked: false },
      { text: 'open', marked: true },
    ]);
    expect(splitHighlights('')).toEqual([]);
    expect(splitHighlights(marked(''))).toEqual([]);
  });
});

describe('hasHighlight', () => {
  it('tells a headline with a hit from one without', () => {
    expect(hasHighlight(`x ${marked('y')}`)).toBe(true);
    expect(hasHighlight('x y')).toBe(false);
  });
});
