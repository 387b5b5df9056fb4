import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReleasePlayButton } from './release-play-button';

const release = { slug: 'warehouse-remixes', title: 'Warehouse Remixes', artist: 'Amelie Lens' };
const render = (media: { preview: string | null; videoId: string | null }) =>
  renderToStaticMarkup(createElement(ReleasePlayButton, { release: { ...release, ...media } }));

describe('ReleasePlayButton', () => {
  it('is an island only for a release with an audio preview, rendered as the link to its player', () => {
    const html = render({ preview: '/audio/releases/warehouse-remixes.wav', videoId: null });
    expect(html).toContain('data-island="release-preview"');
    expect(html).toContain('href="/releases/warehouse-remixes#listen"');
  });

  it('is a plain link for a release with only a video, and nothing for one with neither', () => {
    const html = render({ preview: null, videoId: 'abcdefghijk' });
    expect(html).not.toContain('<dw-island');
    expect(html).toContain('aria-label="Play Warehouse Remixes by Amelie Lens"');
    expect(render({ preview: null, videoId: null })).toBe('');
  });
});
