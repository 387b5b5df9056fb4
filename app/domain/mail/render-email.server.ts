import type { ReactElement } from 'react';

/**
 * An e-mail's two bodies from one template: HTML, and plain text for clients (and people) that prefer it.
 * React Email's renderer (with the HTML-to-text converter and the formatter it brings, about 1 MB of source) is
 * loaded when the first e-mail is rendered, not by every web server that may never send one (decision 041).
 */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const { render } = await import('@react-email/render');
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
