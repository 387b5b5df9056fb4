import { describe, expect, it } from 'vitest';
import { documentBytes } from './document-body.server';
import {
  withStylesheet as partsWithStylesheet,
  withStylesheetBytes as partsWithStylesheetBytes,
} from './inline-stylesheet.server';

// What is sent: the parts, one after the other.
const withStylesheet = (html: string, css: Buffer) => documentBytes(partsWithStylesheet(html, css));
const withStylesheetBytes = (html: Buffer, css: Buffer) => documentBytes(partsWithStylesheetBytes(html, css));

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head><title>${head}</title><style data-stylesheet="inline"></style></head><body>${body}</body></html>`;
// Any stylesheet (vitest loads CSS as empty text): one whose text is not all ASCII either.
const css = Buffer.from('.wide::before{content:"→ é"}');
const stylesheetIn = (html: string) => /<style data-stylesheet="inline">([\s\S]*?)<\/style>/.exec(html)?.[1];

describe('the inline stylesheet', () => {
  it('goes into the slot of a page rendered to a string, with text of any width around it', () => {
    const html = page('Sónar 2027 — Barcelona', 'Ø 東京 🎧');
    const sent = withStylesheet(html, css).toString('utf8');
    expect(stylesheetIn(sent)).toBe(css.toString());
    expect(sent.replace(css.toString(), '')).toBe(html);
  });

  it('goes into the slot of a page already encoded, the same bytes either way', () => {
    const html = page('Kraftwerk', 'ß');
    expect(withStylesheetBytes(Buffer.from(html), css)).toEqual(withStylesheet(html, css));
  });

  it('goes into the first slot only: the head comes before anything a page shows', () => {
    const html = page('a', '<style data-stylesheet="inline"></style>');
    const sent = withStylesheet(html, css).toString('utf8');
    expect(stylesheetIn(sent)).toBe(css.toString());
    expect(sent.endsWith('<body><style data-stylesheet="inline"></style></body></html>')).toBe(true);
  });

  it('counts the bytes it sends, and shares the stylesheet rather than copying it', () => {
    const html = page('Sónar', '東京');
    const parts = partsWithStylesheet(html, css);
    expect(parts.byteLength).toBe(Buffer.byteLength(html) + css.length);
    expect(parts.parts).toContain(css);
  });

  it('refuses parts whose count is wrong rather than send unwritten memory', () => {
    expect(() => documentBytes({ parts: ['é'], byteLength: 3 })).toThrow(/2 bytes, not 3/);
  });

  it('leaves a document without a slot as it is', () => {
    expect(withStylesheet('<p>plain</p>', css).toString()).toBe('<p>plain</p>');
    expect(withStylesheetBytes(Buffer.from('<p>plain</p>'), css).toString()).toBe('<p>plain</p>');
  });
});
