import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { releases, releaseTracks, type ReleasePlatforms } from '~/db/schema/releases';
import { releaseHref } from './release-query';
import { contentKind, type LoadedEntry } from '../content-desk/content-kind.server';
import { entryStore } from '../content-desk/entry-store.server';
import { publishedAtFor } from '../content-desk/publish-status';
import { checkRelease, releaseLayout, releasePlatformFields, type ReleaseInput } from './release-form';
import type { ReaderTransaction } from '~/domain/reader-writes/write-gateway.server';

// Releases on the desk: one release with its tracks, saved together.

type Layout = typeof releaseLayout;

async function loadRelease(db: Database, id: string): Promise<LoadedEntry<Layout> | undefined> {
  const [row] = await db.select().from(releases).where(eq(releases.id, id)).limit(1);
  if (!row) return undefined;
  const tracks = await db
    .select({
      title: releaseTracks.title,
      durationSeconds: releaseTracks.durationSeconds,
      featured: releaseTracks.featured,
    })
    .from(releaseTracks)
    .where(eq(releaseTracks.releaseId, id))
    .orderBy(asc(releaseTracks.position));
  const input: ReleaseInput = {
    title: row.title,
    slug: row.slug,
    artist: row.artist,
    label: row.label,
    releaseDate: row.releaseDate,
    genre: row.genre,
    version: row.version ?? '',
    status: row.status,
    description: row.description,
    aboutArtist: row.aboutArtist,
    coverImageUrl: row.coverImageUrl,
    previewUrl: row.previewUrl,
    embedId: row.embedId ?? '',
    durationSeconds: row.durationSeconds,
    spotify: row.platforms.spotify ?? null,
    beatport: row.platforms.beatport ?? null,
    apple: row.platforms.apple ?? null,
    soundcloud: row.platforms.soundcloud ?? null,
    youtube: row.platforms.youtube ?? null,
    tracks,
  };
  return {
    input,
    title: row.title,
    publicPath: row.status === 'published' ? releaseHref(row.slug) : null,
    publishedAt: row.publishedAt,
  };
}

async function writeRelease(
  tx: ReaderTransaction,
  id: string | null,
  input: ReleaseInput,
  { slug, before }: { slug: string | null; before: LoadedEntry<Layout> | undefined },
): Promise<string> {
  const platforms: ReleasePlatforms = {};
  for (const name of releasePlatformFields) if (input[name]) platforms[name] = input[name];
  const row = {
    slug: slug!,
    title: input.title,
    artist: input.artist,
    label: input.label,
    releaseDate: input.releaseDate,
    genre: input.genre,
    version: input.version || null,
    status: input.status,
    publishedAt: publishedAtFor(input.status, before?.publishedAt),
    description: input.description,
    aboutArtist: input.aboutArtist,
    coverImageUrl: input.coverImageUrl,
    previewUrl: input.previewUrl,
    embedId: input.embedId || null,
    durationSeconds: input.durationSeconds,
    platforms,
    updatedAt: new Date(),
  };
  const [saved] = id
    ? await tx.update(releases).set(row).where(eq(releases.id, id)).returning({ id: releases.id })
    : await tx.insert(releases).values(row).returning({ id: releases.id });
  const releaseId = saved!.id;
  await tx.delete(releaseTracks).where(eq(releaseTracks.releaseId, releaseId));
  if (input.tracks.length > 0)
    await tx
      .insert(releaseTracks)
      .values(input.tracks.map((track, index) => ({ ...track, releaseId, position: index + 1 })));
  return releaseId;
}

export const releaseKind = contentKind(
  releaseLayout,
  entryStore<Layout>({
    entity: 'release',
    table: releases,
    id: releases.id,
    slug: { column: releases.slug, from: (input) => input.title, typed: (input) => input.slug },
    titleOf: (input) => input.title,
    list: {
      table: releases,
      row: {
        id: releases.id,
        title: releases.title,
        detail: releases.artist,
        status: releases.status,
        updatedAt: releases.updatedAt,
      },
      searchIn: [releases.title, releases.artist, releases.label],
      orderBy: [desc(releases.updatedAt), desc(releases.id)],
    },
    load: loadRelease,
    write: writeRelease,
  }),
  checkRelease,
);
