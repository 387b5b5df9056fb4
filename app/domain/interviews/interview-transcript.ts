import { escapeMarkup } from '~/lib/escape-markup';

// An interview's transcript as HTML to render. Pure.

/**
 * The transcript column holds either sanitised HTML (written through the one allowlist, as an interview's
 * body) or plain text, as a transcription service delivers it. HTML is rendered as stored; plain text is
 * escaped and kept in its paragraphs (blank lines) and line breaks (one speaker a line, say). Empty: null.
 */
export function transcriptHtml(stored: string | null): string | null {
  const text = stored?.trim();
  if (!text) return null;
  if (/^<[a-z][a-z0-9]*[\s>]/i.test(text)) return text;
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeMarkup(paragraph).replace(/\s*\r?\n\s*/g, '<br>')}</p>`)
    .join('');
}
