import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles } from '../../app/db/schema/content';
import { buildArticle } from '../../app/db/seed/builders';
import { defaultLexicon } from '../../app/domain/newsroom/classify/default-lexicon';
import { publishStories } from '../../app/domain/newsroom/publish/publish-stories.server';
import { slugify } from '../../app/lib/slug';
import { uuidv7 } from '../../app/lib/uuid';
import { testServers, useTestDatabase } from '../support/test-database';

const headline = 'Boiler Room returns to Berlin for a weekend of techno';

/** One source item of a story; only the fields publishing reads. */
const item = (sourceName: string) => ({
  id: uuidv7(),
  title: headline,
  summary: `${sourceName} reports that Boiler Room returns to Berlin with a weekend of techno sets.`,
  contentText: `${sourceName} reports that Boiler Room returns to Berlin with a weekend of techno sets.`,
  url: null,
  imageUrl: null,
  language: 'en',
  publishedAt: new Date('2026-11-20T10:00:00Z'),
  sourceName,
  sourceCategory: 'news',
  autoPublish: true,
});

describe.each(testServers())('article slugs on $name', (server) => {
  const database = useTestDatabase(server);

  it('gives every story of one batch its own slug when they share a headline, beside an existing article', async () => {
    // An article already holds the plain slug, so even the first story of the batch must be suffixed.
    await database.db.insert(articles).values(buildArticle({ title: headline }));
    // Ids made in the same millisecond share their time prefix: only their random end tells them apart.
    const storyIds = [uuidv7(), uuidv7(), uuidv7()];
    const byStory = new Map(storyIds.map((id, index) => [id, [item(`Outlet ${index}`)]]));

    const result = await publishStories(database.db, byStory, { lexicon: defaultLexicon });

    expect(result.created.size).toBe(3);
    expect(result.published).toBe(3);
    const made = await database.db
      .select({ slug: articles.slug, storyId: articles.storyId })
      .from(articles)
      .where(inArray(articles.storyId, storyIds));
    expect(made).toHaveLength(3);
    const slugs = made.map((row) => row.slug);
    expect(new Set(slugs).size).toBe(3);
    for (const slug of slugs) expect(slug.startsWith(slugify(headline))).toBe(true);
    expect(slugs).not.toContain(slugify(headline));
  });
});
