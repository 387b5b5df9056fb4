import { eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles } from '~/db/schema/content';
import { advertisingInquiries, contactMessages, tips } from '~/db/schema/participation';

/** The article a tip led to, as the desk shows it. */
export type TipArticle = { id: string; title: string; slug: string; status: string };

export type Tip = typeof tips.$inferSelect & { article: TipArticle | null };
export type ContactMessage = typeof contactMessages.$inferSelect;
export type AdvertisingInquiry = typeof advertisingInquiries.$inferSelect;

/** One tip with the article it is linked to, if any. */
export async function getTip(db: Database, id: string): Promise<Tip | undefined> {
  const [row] = await db
    .select({
      tip: tips,
      article: { id: articles.id, title: articles.title, slug: articles.slug, status: articles.status },
    })
    .from(tips)
    .leftJoin(articles, eq(articles.id, tips.articleId))
    .where(eq(tips.id, id));
  return row ? { ...row.tip, article: row.article } : undefined;
}

export async function getContactMessage(db: Database, id: string): Promise<ContactMessage | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

export async function getAdvertisingInquiry(
  db: Database,
  id: string,
): Promise<AdvertisingInquiry | undefined> {
  const [row] = await db.select().from(advertisingInquiries).where(eq(advertisingInquiries.id, id));
  return row;
}
