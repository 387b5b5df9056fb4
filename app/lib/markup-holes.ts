import { createContext } from 'react';
import { escapeAsReact } from './escape-markup';

/**
 * Markup kept for an element (app/lib/markup-memo.server.ts): the text between its holes at even places, and
 * each hole's name between them. A hole is text that changes while the markup around it stays the same.
 */
export type KeptMarkup = readonly string[];

/** Set while markup is rendered to be kept: what a hole renders in its place, to be cut out after. */
export const HoleMarkContext = createContext<((name: string) => string) | undefined>(undefined);

/** The kept markup with each hole's text, escaped as React escapes an element's text. */
export function fillHoles(kept: KeptMarkup, holes: Record<string, string> = {}): string {
  let html = kept[0]!;
  for (let index = 1; index < kept.length; index += 2) {
    const name = kept[index]!;
    const text = Object.hasOwn(holes, name) ? holes[name] : undefined;
    if (text === undefined) throw new Error(`no text for the markup hole "${name}"`);
    html += escapeAsReact(text) + kept[index + 1]!;
  }
  return html;
}
