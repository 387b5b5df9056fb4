import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChartEntries } from './chart-entries';

const entry = (rank: number, embedId: string | null) => ({
  rank,
  trackTitle: `Track ${rank}`,
  artist: `Artist ${rank}`,
  label: null,
  embedId,
  sourceUrl: `https://example.org/${rank}`,
});

/** Each island's name and props, in page order. */
const islands = (html: string) =>
  [...html.matchAll(/<dw-island data-island="([^"]+)" data-props="([^"]*)"/g)].map(([, name, props]) => ({
    name,
    props: JSON.parse(props!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<string, unknown>,
  }));

describe('ChartEntries', () => {
  const html = renderToStaticMarkup(
    createElement(ChartEntries, {
      entries: [entry(1, 'abcdefghijk'), entry(2, null), entry(3, 'bcdefghijkl')],
      idPrefix: 'weekly',
    }),
  );

  it('runs only the rows with a video in the browser, one island per row', () => {
    expect(islands(html).map((island) => island.name)).toEqual(['chart-entry', 'chart-entry']);
    expect(html.match(/<li/g)).toHaveLength(3);
    // A row without a video is server markup, drawn like the others (its empty play column kept).
    expect(html).toContain('Track 2');
  });

  it('gives each row island its own entry, not the chart', () => {
    const [first, third] = islands(html);
    expect(first!.props).toMatchObject({
      entry: { rank: 1, embedId: 'abcdefghijk' },
      panelId: 'weekly-player-1',
    });
    expect(JSON.stringify(first!.props)).not.toContain('Track 3');
    expect(third!.props).toMatchObject({ entry: { rank: 3 }, panelId: 'weekly-player-3' });
  });

  it('links each play control to its video for readers without JavaScript, with no player loaded', () => {
    expect(html).toContain('href="https://www.youtube.com/watch?v=abcdefghijk"');
    expect(html).not.toContain('<iframe');
  });
});
