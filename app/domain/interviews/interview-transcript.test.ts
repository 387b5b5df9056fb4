import { describe, expect, it } from 'vitest';
import { transcriptHtml } from './interview-transcript';

describe('transcriptHtml', () => {
  it('renders stored HTML as it is', () => {
    const html = '<p><strong>Dropwire:</strong> Where did it start?</p><p>In a basement.</p>';
    expect(transcriptHtml(`\n${html}\n`)).toBe(html);
  });

  it('keeps the paragraphs and lines of plain text, escaped', () => {
    expect(
      transcriptHtml('Q: Vinyl or files?\nA: Both <always> & forever.\n\n  Q: Why?  \r\n\r\nA: "Because."'),
    ).toBe(
      '<p>Q: Vinyl or files?<br>A: Both &lt;always&gt; &amp; forever.</p><p>Q: Why?</p><p>A: &quot;Because.&quot;</p>',
    );
  });

  it('does not take text that merely starts with "<" for markup', () => {
    expect(transcriptHtml('<3 to everyone who came')).toBe('<p>&lt;3 to everyone who came</p>');
  });

  it('is null when there is no transcript', () => {
    expect(transcriptHtml(null)).toBeNull();
    expect(transcriptHtml('  \n ')).toBeNull();
  });
});
