import { describe, expect, it } from 'vitest';
import { renderUrlSet, renderUrlSetInParts } from './sitemap-xml';

const page = (n: number) => ({
  url: `https://example.test/news/story-${n}?a=1&b=<${n}>`,
  lastModified: n % 3 === 0 ? null : new Date(Date.UTC(2026, 0, 1, 0, 0, n)),
});

async function* batchesOf<T>(batches: T[][]) {
  for (const batch of batches) yield batch;
}

async function textOf(pieces: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of pieces) text += piece;
  return text;
}

describe('a sitemap part written in batches', () => {
  it('is the same text as the part written whole, however its pages are batched', async () => {
    const pages = Array.from({ length: 7 }, (_, n) => page(n));
    const whole = renderUrlSet(pages);
    expect(await textOf(renderUrlSetInParts(batchesOf([pages])))).toBe(whole);
    expect(await textOf(renderUrlSetInParts(batchesOf([pages.slice(0, 3), [], pages.slice(3)])))).toBe(whole);
    expect(await textOf(renderUrlSetInParts(batchesOf(pages.map((one) => [one]))))).toBe(whole);
  });

  it('writes an empty part as renderUrlSet does', async () => {
    expect(await textOf(renderUrlSetInParts(batchesOf([])))).toBe(renderUrlSet([]));
  });
});
