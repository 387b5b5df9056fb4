import { render } from '@react-email/render';
import type { ReactElement } from 'react';

/** An e-mail's two bodies from one template: HTML, and plain text for clients (and people) that prefer it. */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
