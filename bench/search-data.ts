// The search benchmark's data: generated articles, drafts and the other kinds of content, written the way
// the newsroom would have written them (articles in publishing order), through unnest for speed.
import type pg from 'pg';
import { createRandom } from '../app/db/seed/random';
import { articleRow, publicationTimes, type Corpus } from './search-corpus';

const BATCH = 2_000;

/** Inserts rows column by column through unnest; a column typed `x[]` is sent as array literals and cast. */
async function insertBatch(
  pool: pg.Pool,
  table: string,
  rows: Record<string, unknown>[],
  types: Record<string, string>,
) {
  const columns = Object.keys(types);
  const columnList = columns.map((column) => `"${column}"`).join(', ');
  const arrays = columns.map((column) => rows.map((row) => row[column] ?? null));
  const element = (type: string) => (type.endsWith('[]') ? 'text' : type);
  const unnest = columns.map((column, i) => `$${i + 1}::${element(types[column]!)}[]`).join(', ');
  const select = columns.map((column, i) => `c${i}::${types[column]}`).join(', ');
  const names = columns.map((_, i) => `c${i}`).join(', ');
  await pool.query(
    `INSERT INTO ${table} (${columnList}) SELECT ${select} FROM unnest(${unnest}) AS u(${names})`,
    arrays,
  );
}

/**
 * Fills an empty, migrated database: `articleCount` published articles in publishing order with a draft among every
 * eleven rows, 5,000 releases, 1,000 festivals, reviews and interviews, and the names as tags; then VACUUM
 * ANALYZE: a live database is vacuumed by autovacuum, so its pages are marked all-visible and its rows'
 * commit status is settled; a freshly loaded one is not yet, and every first read would pay for it.
 */
export async function generateSearchData(pool: pg.Pool, corpus: Corpus, articleCount: number) {
  const random = createRandom(17);
  const now = Date.now();
  const articleTypes = {
    id: 'uuid',
    slug: 'text',
    title: 'text',
    summary: 'text',
    content: 'text',
    category: 'text',
    status: 'text',
    published_at: 'timestamptz',
  };
  const total = articleCount + Math.round(articleCount / 10);
  const times = publicationTimes(random, articleCount, now);
  let published = 0;
  // Two connections share the stemming, which is most of the time.
  const batches: Promise<void>[] = [];
  for (let start = 0; start < total; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, total - start) }, (_, i) => {
      // Every eleventh row is a draft, interleaved as the newsroom writes them.
      const draft = (start + i) % 11 === 10 || published >= articleCount;
      return articleRow(random, corpus, start + i, draft ? null : times[published++]!);
    });
    batches.push(insertBatch(pool, 'articles', rows, articleTypes));
    if (batches.length >= 2) await batches.shift();
  }
  await Promise.all(batches);
  const day = (days: number) => new Date(now - days * 86_400_000).toISOString();
  const releases = Array.from({ length: 5_000 }, (_, n) => ({
    slug: `bench-release-${n}`,
    title: `${corpus.sceneWord()} ${corpus.commonWord()} ${random.pick(['EP', 'LP', 'Remixes', ''])}`.trim(),
    artist: corpus.artist(),
    label: random.pick(['Drumcode', 'Anjunabeats', 'Defected', 'Afterlife', 'Innervisions']),
    release_date: day(random.int(0, 900)).slice(0, 10),
    genre: random.pick(['Techno', 'House', 'Trance', 'Progressive']),
    description: corpus.paragraph(),
    status: 'published',
    published_at: day(random.int(0, 900)),
  }));
  await insertBatch(pool, 'releases', releases, {
    slug: 'text',
    title: 'text',
    artist: 'text',
    label: 'text',
    release_date: 'date',
    genre: 'text',
    description: 'text',
    status: 'text',
    published_at: 'timestamptz',
  });
  const festivals = Array.from({ length: 1_000 }, (_, n) => {
    const start = random.int(-300, 300);
    return {
      slug: `bench-festival-${n}`,
      name: `${corpus.festival()} ${2024 + (n % 4)}`,
      location: random.pick(['Berlin', 'Boom', 'Detroit', 'Ibiza']),
      country: random.pick(['Germany', 'Belgium', 'USA', 'Spain']),
      date_start: day(start).slice(0, 10),
      date_end: day(start - random.int(0, 3)).slice(0, 10),
      description: corpus.paragraph(),
      status: 'published',
      published_at: day(random.int(0, 900)),
    };
  });
  await insertBatch(pool, 'festivals', festivals, {
    slug: 'text',
    name: 'text',
    location: 'text',
    country: 'text',
    date_start: 'date',
    date_end: 'date',
    description: 'text',
    status: 'text',
    published_at: 'timestamptz',
  });
  const reviews = Array.from({ length: 1_000 }, (_, n) => ({
    slug: `bench-review-${n}`,
    title: `${random.pick(['Roland', 'Elektron', 'Pioneer DJ', 'Arturia'])} ${corpus.sceneWord()} review`,
    rating: 3 + random.int(0, 20) / 10,
    verdict: corpus.sentence(),
    body: `<p>${corpus.paragraph()}</p><p>${corpus.paragraph()}</p>`,
    status: 'published',
    published_at: day(random.int(0, 900)),
  }));
  await insertBatch(pool, 'reviews', reviews, {
    slug: 'text',
    title: 'text',
    rating: 'numeric',
    verdict: 'text',
    body: 'text',
    status: 'text',
    published_at: 'timestamptz',
  });
  const interviews = Array.from({ length: 1_000 }, (_, n) => {
    const guests = [corpus.artist(), corpus.artist()];
    return {
      slug: `bench-interview-${n}`,
      title: `${guests.join(' and ')} on ${corpus.sceneWord()} and ${corpus.commonWord()}`,
      guests: `{${guests.map((guest) => `"${guest}"`).join(',')}}`,
      body: `<p>${corpus.paragraph()}</p><p>${corpus.paragraph()}</p>`,
      status: 'published',
      published_at: day(random.int(0, 900)),
    };
  });
  await insertBatch(pool, 'interviews', interviews, {
    slug: 'text',
    title: 'text',
    guests: 'text[]',
    body: 'text',
    status: 'text',
    published_at: 'timestamptz',
  });
  // Tags are the names the newsroom recognises: artists, labels, festivals, genres.
  const names = [
    ...new Set([
      ...corpus.allArtists,
      'Drumcode',
      'Anjunabeats',
      'Defected',
      'Afterlife',
      'Tomorrowland',
      'Awakenings',
      'Techno',
      'House',
      'Trance',
    ]),
  ];
  await insertBatch(
    pool,
    'tags',
    names.map((name, n) => ({ name, slug: `bench-tag-${n}`, kind: 'artist' })),
    { name: 'text', slug: 'text', kind: 'text' },
  );
  await pool.query('VACUUM ANALYZE');
}
