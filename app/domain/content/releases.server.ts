import { desc, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { releases } from '~/db/schema/releases';
import { withCover } from './signed-cover.server';

// Releases for readers: published only.

export async function listReleases(db: Database, limit = 24) {
  const rows = await db
    .select({
      id: releases.id,
      slug: releases.slug,
      title: releases.title,
      artist: releases.artist,
      label: releases.label,
      genre: releases.genre,
      version: releases.version,
      releaseDate: releases.releaseDate,
      coverImageUrl: releases.coverImageUrl,
    })
    .from(releases)
    .where(eq(releases.status, 'published'))
    .orderBy(desc(releases.releaseDate))
    .limit(limit);
  return rows.map(withCover);
}
