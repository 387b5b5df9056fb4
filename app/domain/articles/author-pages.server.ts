import { eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, profiles } from '~/db/schema/content';
import { signImage } from '~/lib/image-signing.server';
import type { SignedImage } from '~/lib/image-url';
import { pageOfCards, type CardPage } from './article-cards.server';

export type Author = {
  id: string;
  name: string;
  handle: string;
  avatarUrl: string | null;
  bio: string | null;
};

export type AuthorPage = CardPage & { author: Omit<Author, 'id'> & { avatar: SignedImage | null } };

/** A profile by its handle, or undefined. */
export async function findAuthor(db: Database, handle: string): Promise<Author | undefined> {
  const [author] = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      handle: profiles.handle,
      avatarUrl: profiles.avatarUrl,
      bio: profiles.bio,
    })
    .from(profiles)
    .where(eq(profiles.handle, handle));
  return author;
}

/**
 * An author's profile with one page of their newest published articles (`pageSize` a page, pages from 1);
 * undefined for an unknown handle or a page past the end.
 */
export async function getAuthorPage(
  db: Database,
  handle: string,
  pageSize: number,
  page = 1,
): Promise<AuthorPage | undefined> {
  const author = await findAuthor(db, handle);
  if (!author) return undefined;
  const { id, ...profile } = author;
  const cards = await pageOfCards(db, eq(articles.authorId, id), pageSize, page);
  return cards && { ...cards, author: { ...profile, avatar: signImage(profile.avatarUrl) } };
}
