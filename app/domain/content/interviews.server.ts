import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { profiles } from '~/db/schema/content';
import { interviews } from '~/db/schema/interviews';
import { withCover } from './signed-cover.server';

// Interviews for readers: published only.

export async function listInterviews(db: Database, limit = 20) {
  const rows = await db
    .select({
      id: interviews.id,
      slug: interviews.slug,
      title: interviews.title,
      guests: interviews.guests,
      keyQuotes: interviews.keyQuotes,
      videoId: interviews.videoId,
      publishedAt: interviews.publishedAt,
      coverImageUrl: interviews.coverImageUrl,
      authorName: profiles.name,
    })
    .from(interviews)
    .leftJoin(profiles, eq(profiles.id, interviews.authorId))
    .where(eq(interviews.status, 'published'))
    .orderBy(sql`${interviews.publishedAt} DESC NULLS LAST`)
    .limit(limit);
  return rows.map(withCover);
}
