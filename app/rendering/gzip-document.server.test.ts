import { constants, deflateRawSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { documentBodyOf } from './document-body.server';
import { gzipDocument, sentWithManyDocuments } from './gzip-document.server';

const stylesheet = sentWithManyDocuments(
  Buffer.from(Array.from({ length: 400 }, (_, i) => `.c${i}{margin:${i}px}`).join('')),
);

describe('gzipDocument', () => {
  it('gzips a document of text and bytes into one member that decodes to the document', () => {
    const parts = [
      '<!DOCTYPE html><html><head><style data-stylesheet="inline">',
      stylesheet,
      '</style></head><body><p>Fête – “Nov 24” −20% 🎛️</p>',
      '',
      Buffer.from('<footer>bytes of their own</footer></body></html>'),
    ];
    const gzip = gzipDocument(documentBodyOf(parts));
    // gunzip checks the trailer's CRC-32 and length against what it decoded.
    expect(gunzipSync(gzip).toString()).toBe(
      parts.map((part) => (typeof part === 'string' ? part : part.toString())).join(''),
    );
  });

  it('deflates the bytes many documents share once, and puts the same deflated bytes in each', () => {
    const kept = deflateRawSync(stylesheet, {
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: constants.Z_SYNC_FLUSH,
    });
    for (const page of ['<p>one page</p>', '<p>another page</p>']) {
      const gzip = gzipDocument(documentBodyOf([page, stylesheet, page]));
      expect(gzip.indexOf(kept)).toBeGreaterThan(0);
      expect(gunzipSync(gzip).toString()).toBe(`${page}${stylesheet.toString()}${page}`);
    }
  });

  it('compresses a large page well', () => {
    const page = '<li class="rounded-full bg-accent px-2">a card</li>'.repeat(2_000);
    const gzip = gzipDocument(documentBodyOf([page]));
    expect(gzip.length).toBeLessThan(page.length / 20);
    expect(gunzipSync(gzip).toString()).toBe(page);
  });
});
