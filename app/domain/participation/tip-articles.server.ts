import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles } from '~/db/schema/content';
import { tips } from '~/db/schema/participation';
import { recordAudit, type AuditActor } from '~/domain/auth/audit.server';
import type { TipArticle } from './inbox-items.server';

const MATCHES = 8;

/** The slug an editor may paste: the slug itself, or an article's address or path (`/news/slug`). */
function slugOf(query: string): string {
  const path = query.replace(/^https?:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  return path
    .replace(/^\/?(?:news\/)?/, '')
    .replace(/\/$/, '')
    .toLowerCase();
}

/**
 * Articles a tip may be linked to, for what an editor typed: the article with that slug (or address) first,
 * then those whose title contains the words, newest first; drafts and published alike, never rejected ones.
 */
export async function findArticlesForTip(db: Database, query: string): Promise<TipArticle[]> {
  const text = query.trim().slice(0, 200);
  if (!text) return [];
  const slug = slugOf(text);
  const like = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  const { rows } = await db.execute<TipArticle>(sql`
    SELECT id, title, slug, status FROM ${articles}
    WHERE status <> 'rejected' AND (slug = ${slug} OR title ILIKE ${like})
    ORDER BY (slug = ${slug}) DESC, coalesce(published_at, created_at) DESC, id DESC
    LIMIT ${MATCHES}`);
  return rows;
}

export type TipLinkChange =
  | { ok: true; article: TipArticle | null; status: string }
  | { ok: false; reason: string; notFound?: boolean };

/**
 * Links a tip to the article it led to (or unlinks it with `articleId` null). A tip that led to an article has
 * been used: linking marks a new or reviewing tip `used`. The audit log keeps both, before and after.
 */
export async function linkTipToArticle(
  db: Database,
  actor: AuditActor,
  tipId: string,
  articleId: string | null,
): Promise<TipLinkChange> {
  return db.transaction(async (tx) => {
    const [tip] = await tx
      .select({ status: tips.status, articleId: tips.articleId })
      .from(tips)
      .where(eq(tips.id, tipId))
      .for('update');
    if (!tip) return { ok: false, notFound: true, reason: 'The tip no longer exists' };
    let article: TipArticle | null = null;
    if (articleId) {
      const [found] = await tx
        .select({ id: articles.id, title: articles.title, slug: articles.slug, status: articles.status })
        .from(articles)
        .where(eq(articles.id, articleId));
      if (!found) return { ok: false, reason: 'The article no longer exists' };
      article = found;
    }
    const status = article && (tip.status === 'new' || tip.status === 'reviewing') ? 'used' : tip.status;
    await tx
      .update(tips)
      .set({ articleId: article?.id ?? null, status, updatedAt: new Date() })
      .where(eq(tips.id, tipId));
    await recordAudit(tx, actor, {
      action: article ? 'tip.link_article' : 'tip.unlink_article',
      entityType: 'tip',
      entityId: tipId,
      summary: article ? `Linked a tip to “${article.title}”` : 'Unlinked a tip from its article',
      before: { articleId: tip.articleId, status: tip.status },
      after: { articleId: article?.id ?? null, status },
    });
    return { ok: true, article, status };
  });
}
