// The whole stylesheet goes into each page's head, so a page paints from its first response without a
// render-blocking request (decision 021). React renders an empty slot for it (root.tsx) and the bytes,
// encoded once when the server starts, are put into the slot as the page is sent: rendering and encoding
// the same 45 KB of text for every page was a tenth of the work of a page rendered afresh.
import appCss from '../app.css?inline';
import { documentBodyOf, type DocumentBody } from './document-body.server';
import { sentWithManyDocuments } from './gzip-document.server';

/** The empty element root.tsx renders where the stylesheet goes (as React writes it). */
const SLOT_OPENING = '<style data-stylesheet="inline">';
const slotOpeningBytes = Buffer.from(SLOT_OPENING);
const appStylesheet = sentWithManyDocuments(Buffer.from(appCss));

/**
 * The document with the stylesheet in its slot: the text before it, the stylesheet's bytes (the same buffer for
 * every page, never copied) and the text after it. The slot is in the head, before anything a page's content
 * could put there (which React escapes anyway), so its first occurrence is the slot.
 */
export function withStylesheet(html: string, stylesheet: Buffer = appStylesheet): DocumentBody {
  const at = html.indexOf(SLOT_OPENING);
  if (at === -1) return documentBodyOf([html]);
  const cut = at + SLOT_OPENING.length;
  return documentBodyOf([html.slice(0, cut), stylesheet, html.slice(cut)]);
}

/** The same for a document already encoded (the streamed render of hydrated pages). */
export function withStylesheetBytes(document: Buffer, stylesheet: Buffer = appStylesheet): DocumentBody {
  const at = document.indexOf(slotOpeningBytes);
  if (at === -1) return documentBodyOf([document]);
  const cut = at + slotOpeningBytes.length;
  return documentBodyOf([document.subarray(0, cut), stylesheet, document.subarray(cut)]);
}
