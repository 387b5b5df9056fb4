import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PageAd } from '~/domain/monetization/ad-slots.server';
import { AdSlot, StickyAd } from './ad-slot';

const slot = {
  key: 'header-728x90',
  width: 728,
  height: 90,
  mobileWidth: 320,
  mobileHeight: 100,
  networkSlotName: 'dropwire_header_728x90',
} as const;

const houseAd = {
  id: '0193a1f2-0000-7000-8000-000000000001',
  title: 'The Friday digest',
  body: 'The week in electronic music.',
  ctaLabel: 'Subscribe',
  href: '/newsletter',
  weight: 3,
};

const render = (ad: PageAd | undefined) => renderToStaticMarkup(createElement(AdSlot, { ad }));

describe('AdSlot', () => {
  it('reserves the slot’s size, and its mobile size below 768 px, before anything fills it', () => {
    const html = render({ ...slot, fill: 'placeholder' });
    expect(html).toContain('--ad-w:728px;--ad-h:90px;--ad-mw:320px;--ad-mh:100px');
    expect(html).toContain('h-[var(--ad-mh)] w-[var(--ad-mw)]');
    expect(html).toContain('md:h-[var(--ad-h)] md:w-[var(--ad-w)]');
  });

  it('labels an unfilled network slot as an advertisement with its size and name', () => {
    const html = render({ ...slot, fill: 'placeholder' });
    expect(html).toContain('aria-label="Advertisement"');
    expect(html).toContain('Advertisement');
    expect(html).toContain('728 × 90 · header-728x90');
  });

  it('leaves a network slot to the network’s script, named by its network slot name', () => {
    const html = render({ ...slot, fill: 'network', client: 'ca-pub-123' });
    expect(html).toContain('class="adsbygoogle block h-full w-full"');
    expect(html).toContain('data-ad-client="ca-pub-123"');
    expect(html).toContain('data-ad-slot="dropwire_header_728x90"');
    // The script itself is added in the browser, after the page is interactive.
    expect(html).not.toContain('<script');
  });

  it('links a house ad through its counted redirect, in the compact layout in a banner', () => {
    const html = render({ ...slot, fill: 'house', houseAd });
    expect(html).toContain(`href="/ads/${houseAd.id}/click?slot=header-728x90"`);
    expect(html).toContain('The Friday digest');
    expect(html).toContain('The week in electronic music.');
    expect(html).toContain('items-center gap-3 px-4');
  });

  it('gives a house ad the full layout in a tall slot, and only its title in a 50 px strip', () => {
    const tall = render({
      ...slot,
      key: 'sidebar-300x250',
      width: 300,
      height: 250,
      mobileWidth: null,
      mobileHeight: null,
      fill: 'house',
      houseAd,
    });
    expect(tall).toContain('flex-col justify-center gap-2 p-5');
    const strip = render({
      ...slot,
      key: 'sticky-bottom',
      width: 320,
      height: 50,
      mobileWidth: null,
      mobileHeight: null,
      fill: 'house',
      houseAd,
    });
    expect(strip).toContain('The Friday digest');
    expect(strip).not.toContain('The week in electronic music.');
  });

  it('draws nothing for a slot the page did not get', () => {
    expect(render(undefined)).toBe('');
  });

  it('shows the sticky ad below the large breakpoint only, closable, with a spacer so nothing is covered', () => {
    const html = renderToStaticMarkup(
      createElement(StickyAd, {
        ad: {
          ...slot,
          key: 'sticky-bottom',
          width: 320,
          height: 50,
          mobileWidth: null,
          mobileHeight: null,
          fill: 'house',
          houseAd,
        },
      }),
    );
    expect(html).toContain('fixed inset-x-0 bottom-0');
    expect(html.match(/lg:hidden/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Close advertisement"');
  });
});
