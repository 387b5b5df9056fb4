// Issue 40, acceptance 4: what readers see is written through one gateway (changeForReaders: transaction,
// audit entry and content-change announcement in one function), or by the newsroom's crawl pipeline through
// its own store (decision 066). A module that writes a reader-visible table any other way fails here until it
// goes through the gateway or is named below with a reason.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const roots = ['app', 'server', 'cli', 'scripts'];
const GATEWAY = 'app/domain/reader-writes/write-gateway.server.ts';

/**
 * The tables whose rows reach a reader's page, feed, sitemap or e-mail archive. Not here: site_settings
 * (bookkeeping keys), category_labels and lexicon_entries (the classifier's examples and names; readers see
 * names only as tags), media_uploads (a file shows once an entry that uses it is saved), the tallies
 * (article_views, house_ad_counts, affiliate_clicks), channels and what was posted to them, and the desk's,
 * the newsletter's and the sign-in's own tables.
 */
const readerTables = [
  'articles',
  'article_tags',
  'article_sources',
  'tags',
  'profiles',
  'stories',
  'feed_items',
  'sources',
  'festivals',
  'festival_lineup',
  'festival_stages',
  'festival_schedule',
  'festival_ticket_types',
  'festival_faq',
  'gear_items',
  'reviews',
  'review_retailers',
  'interviews',
  'releases',
  'release_tracks',
  'charts',
  'chart_entries',
  'gear_deals',
  'affiliate_mappings',
  'ad_slots',
  'house_ads',
  'ad_packages',
  'newsletter_queue',
  // Fediverse readers see these: a switched-off actor is not found and sends nothing, a blocked instance or
  // actor receives nothing (decision 075). The desk changes them through the gateway, with an audit entry.
  'fediverse_actor_settings',
  'fediverse_blocks',
];

/**
 * The second writer: the newsroom's crawl stores items, stories and drafts through its store, in batches of
 * thousands under the newsroom's write lock with its own retries, and its publish stage announces what it
 * published once per batch. The desk's changes to stories go through the same store, inside the gateway.
 */
const pipelineStore = 'app/domain/newsroom/store/';

/** Writers that are not content changes, each with why. */
const notContentChanges = new Map([
  ['app/db/seed/seed.server.ts', 'fills an empty database before any page is served'],
  [
    'app/domain/articles/article-views.server.ts',
    'the views tally on articles: counting a view is not a content change',
  ],
  [
    'app/domain/monetization/affiliate-link-check.server.ts',
    "the link checker's notes on a mapping (checked, status, error, broken), which only the desk shows",
  ],
  [
    'app/domain/newsletter/weekly-digest.server.ts',
    'queues a draft edition: readers see it once prepareEdition sends it, through the gateway',
  ],
  [
    'app/domain/newsletter/breaking-alerts.server.ts',
    'queues a draft alert: readers see it once prepareEdition sends it, through the gateway',
  ],
  [
    'app/domain/newsletter/follows/follow-targets.server.ts',
    'makes the tag a follow points at: a tag no published article carries is on no page',
  ],
]);

/** Who may announce a content change besides the gateway: the crawl's publish stage, once per batch. */
const otherAnnouncers = new Map([
  ['app/domain/reader-writes/content-changes.server.ts', 'where the announcement is defined'],
  ['app/domain/newsroom/publish/publish-stories.server.ts', "the pipeline's publish stage"],
  ['app/domain/newsroom/publish/draft-articles.server.ts', "the pipeline's drafting stage"],
]);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(?:ts|tsx|js|mjs)$/.test(name) && !/\.test\.|\.spec\./.test(name) ? [full] : [];
  });
}

/** Drizzle's name of each table (`festivalLineup`) to its SQL name (`festival_lineup`), from the schema. */
function schemaTables(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of sourceFiles('app/db/schema'))
    for (const match of readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g))
      names.set(match[1]!, match[2]!);
  return names;
}

/** The tables a module writes: drizzle's insert/update/delete, and INSERT/UPDATE/DELETE in SQL text. */
function writtenTables(source: string, tables: Map<string, string>): Set<string> {
  const written = new Set<string>();
  for (const match of source.matchAll(/\.(?:insert|update|delete)\((\w+)\)/g)) {
    const table = tables.get(match[1]!);
    if (table) written.add(table);
  }
  for (const match of source.matchAll(
    /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE)\s+(?:\$\{(\w+)\}|"?([a-z_]+)"?)/g,
  )) {
    const table = match[1] ? tables.get(match[1]) : match[2];
    if (table) written.add(table);
  }
  return written;
}

describe('writes readers see', () => {
  const tables = schemaTables();
  const files = roots.flatMap(sourceFiles);
  const writers = files
    .map((file) => {
      const source = readFileSync(file, 'utf8');
      const written = [...writtenTables(source, tables)].filter((table) => readerTables.includes(table));
      return { file, source, written };
    })
    .filter((entry) => entry.written.length > 0);

  it('knows every listed table from the schema', () => {
    const known = new Set(tables.values());
    expect(readerTables.filter((table) => !known.has(table))).toEqual([]);
  });

  it('finds the modules that write them (the scan itself works)', () => {
    expect(writtenTables('await tx.update(articles).set({})', tables)).toEqual(new Set(['articles']));
    expect(writtenTables('sql`UPDATE ${festivalLineup} SET x = 1`', tables)).toEqual(
      new Set(['festival_lineup']),
    );
    expect(writtenTables('sql`DELETE FROM newsletter_queue WHERE id = ${id}`', tables)).toEqual(
      new Set(['newsletter_queue']),
    );
    expect(writers.map((entry) => entry.file)).toEqual(
      expect.arrayContaining([
        'app/domain/editorial/edit-article.server.ts',
        'app/domain/newsroom/store/items.server.ts',
        'app/domain/newsroom/store/story-moves.server.ts',
        'app/domain/newsletter/edition-recipients.server.ts',
      ]),
    );
  });

  it('writes them only through the gateway, the pipeline store, or a named non-change', () => {
    const outside = writers
      .filter(
        ({ file, source }) =>
          !source.includes("from '~/domain/reader-writes/write-gateway.server'") &&
          !file.startsWith(pipelineStore) &&
          !notContentChanges.has(file),
      )
      .map(({ file, written }) => `${file}: ${written.join(', ')}`);
    expect(outside).toEqual([]);
  });

  it('names only modules that still write them', () => {
    const writing = new Set(writers.map((entry) => entry.file));
    expect([...notContentChanges.keys()].filter((file) => !writing.has(file))).toEqual([]);
  });

  it('announces content changes only from the gateway and the pipeline', () => {
    const announcing = files.filter(
      (file) => file !== GATEWAY && /\bannounceContentChange\(/.test(readFileSync(file, 'utf8')),
    );
    expect(announcing.filter((file) => !otherAnnouncers.has(file))).toEqual([]);
  });

  it('has one gateway: no other module records an audit entry and announces in one place', () => {
    const both = files.filter((file) => {
      const source = readFileSync(file, 'utf8');
      return file !== GATEWAY && /\brecordAudit\(/.test(source) && /\bannounceContentChange\(/.test(source);
    });
    expect(both).toEqual([]);
  });
});
