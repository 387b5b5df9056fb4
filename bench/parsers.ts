// Chooses the feed parser: both candidates parse every fixture feed and a synthetic corpus; prints JSON with
// how many feeds and items each understood, which fields it filled, and its parsing speed.
import { parseFeed as rowanmanning } from '@rowanmanning/feed-parser';
import { parseFeed as feedsmith } from 'feedsmith';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeBody } from '../app/domain/newsroom/fetch/charset';
import { syntheticFeed } from '../tests/fixtures/synthetic-feeds';

type Item = {
  title: boolean;
  link: boolean;
  date: boolean;
  content: boolean;
  image: boolean;
  author: boolean;
};

const candidates: Record<string, (text: string) => Item[]> = {
  feedsmith: (text) => {
    const { format, feed } = feedsmith(text) as {
      format: string;
      feed: { items?: Record<string, unknown>[]; entries?: Record<string, unknown>[] };
    };
    const items = (format === 'atom' ? feed.entries : feed.items) ?? [];
    return items.map((item) => {
      const any = item as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      return {
        title: Boolean(any.title),
        link: Boolean(any.link ?? any.url ?? any.links?.[0]?.href),
        date: Boolean(
          any.pubDate ??
          any.published ??
          any.updated ??
          any.date_published ??
          any.dc?.date ??
          any.issued ??
          any.modified,
        ),
        content: Boolean(
          any.content?.encoded ??
          any.content ??
          any.content_html ??
          any.content_text ??
          any.description ??
          any.summary,
        ),
        image: Boolean(
          any.media?.contents?.[0]?.url ??
          any.media?.thumbnails?.[0]?.url ??
          any.enclosures?.[0]?.url ??
          any.itunes?.image ??
          any.image,
        ),
        author: Boolean(any.dc?.creators?.length ?? any.authors?.length ?? any.author),
      };
    });
  },
  rowanmanning: (text) =>
    rowanmanning(text).items.map((item) => ({
      title: Boolean(item.title),
      link: Boolean(item.url),
      date: Boolean(item.published ?? item.updated),
      content: Boolean(item.content ?? item.description),
      image: Boolean(item.image?.url),
      author: item.authors.length > 0,
    })),
};

// The shared feed fixtures and the parser's own.
const dirs = ['tests/fixtures/feeds', 'app/domain/newsroom/parse/fixtures'];
const fixtures = dirs
  .flatMap((dir) => readdirSync(dir).map((name) => path.join(dir, name)))
  .filter((file) => !file.endsWith('.html') && path.basename(file) !== 'broken.xml')
  .map((file) => ({ name: path.basename(file), text: decodeBody(readFileSync(file), null) }));
const corpus = Array.from({ length: 300 }, (_, i) => syntheticFeed(i, 50));
const corpusBytes = corpus.reduce((sum, text) => sum + Buffer.byteLength(text), 0);

const report: Record<string, unknown> = {};
for (const [name, parse] of Object.entries(candidates)) {
  const perFeed: Record<string, string> = {};
  const fields: Record<keyof Item, number> = { title: 0, link: 0, date: 0, content: 0, image: 0, author: 0 };
  let items = 0;
  let feeds = 0;
  for (const fixture of fixtures) {
    try {
      const parsed = parse(fixture.text);
      feeds++;
      items += parsed.length;
      perFeed[fixture.name] = `${parsed.length} items`;
      for (const item of parsed)
        for (const key of Object.keys(fields) as (keyof Item)[]) if (item[key]) fields[key]++;
    } catch (error) {
      perFeed[fixture.name] = `failed: ${(error as Error).message.slice(0, 80)}`;
    }
  }
  for (const text of corpus.slice(0, 20)) parse(text); // warm-up
  const started = performance.now();
  for (const text of corpus) parse(text);
  const seconds = (performance.now() - started) / 1000;
  report[name] = {
    fixtureFeedsParsed: `${feeds}/${fixtures.length}`,
    items,
    fieldsFilled: fields,
    perFeed,
    corpus: {
      feeds: corpus.length,
      megabytes: Number((corpusBytes / 2 ** 20).toFixed(1)),
      seconds: Number(seconds.toFixed(2)),
      megabytesPerSecond: Number((corpusBytes / 2 ** 20 / seconds).toFixed(1)),
    },
  };
}
console.log(
  JSON.stringify({ benchmark: 'feed-parsers', date: new Date().toISOString(), results: report }, null, 2),
);
