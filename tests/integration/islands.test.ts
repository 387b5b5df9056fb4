import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { island } from '~/islands/island';
import type { IslandsManifest } from '~/islands/islands-script.server';
import { islandModules } from '~/islands/registry';

// Reader pages hydrate island by island (decision 034); `npm test` builds the app before these run.
const manifest = JSON.parse(readFileSync('build/islands-manifest.json', 'utf8')) as IslandsManifest;
const assetFile = (url: string) => path.join('build/client', url);
const gzipBytes = (url: string) => gzipSync(readFileSync(assetFile(url))).length;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('islands', () => {
  it('builds every island in the registry, and each file the manifest names exists', () => {
    expect(Object.keys(manifest.islands).sort()).toEqual(Object.keys(islandModules).sort());
    const files = [...manifest.entryFiles, ...manifest.reactDom, ...Object.values(manifest.islands).flat()];
    for (const url of files) expect(existsSync(assetFile(url)), url).toBe(true);
  });

  it('registers every island the components declare, and declares every registered one', () => {
    const declared = new Set(
      sourceFiles('app').flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\bisland\('([a-z0-9-]+)'/g)].map((match) => match[1]!),
      ),
    );
    expect([...declared].sort()).toEqual(Object.keys(islandModules).sort());
  });

  it('keeps a page that has every island under 100 KB of gzipped JavaScript', () => {
    const files = new Set([
      ...manifest.entryFiles,
      ...manifest.reactDom,
      ...Object.values(manifest.islands).flat(),
    ]);
    const total = [...files].reduce((sum, url) => sum + gzipBytes(url), 0);
    // Something was measured: at least the runtime that hydrates (React DOM, decision 062).
    expect(total).toBeGreaterThan(50_000);
    expect(total).toBeLessThanOrEqual(100 * 1024);
  });

  it('runs no React before the page has loaded: the entry is small, and React DOM comes on its own', () => {
    // The entry runs as the page is parsed; React DOM is imported only once the page has loaded (decision 062).
    const entry = manifest.entryFiles.reduce((sum, url) => sum + gzipBytes(url), 0);
    expect(entry).toBeLessThanOrEqual(3 * 1024);
    const reactDom = manifest.reactDom.reduce((sum, url) => sum + gzipBytes(url), 0);
    expect(reactDom).toBeGreaterThan(50_000);
    expect(manifest.reactDom).not.toContain(manifest.entry);
  });

  it('renders an island inside its element with its props as JSON', () => {
    const Greeting = ({ name, count }: { name: string; count: number }) =>
      createElement('p', null, `${name} has ${count} new stories`);
    const Island = island('site-header', Greeting);
    const html = renderToString(createElement(Island, { name: 'Ada "A" <b>', count: 3 }));
    expect(html).toMatch(/^<dw-island data-island="site-header" data-props="[^"]*"><p>/);
    const props = /data-props="([^"]*)"/
      .exec(html)![1]!
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    expect(JSON.parse(props)).toEqual({ name: 'Ada "A" <b>', count: 3 });
    expect(html).toContain('<p>Ada &quot;A&quot; &lt;b&gt; has 3 new stories</p>');
  });
});
