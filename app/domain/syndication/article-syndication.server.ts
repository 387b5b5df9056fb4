import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles } from '~/db/schema/content';
import type { AuditActor } from '~/domain/auth/audit.server';
import { changeForReaders, unchanged } from '~/domain/reader-writes/write-gateway.server';

export type ArticlePostLine = {
  channel: string;
  kind: string;
  status: string;
  remoteUrl: string | null;
  lastError: string | null;
  postedAt: Date | null;
};

/** Whether an article goes out on publish, and where it went: for its page on the desk. */
export async function articleSyndication(
  db: Database,
  articleId: string,
): Promise<{ syndicate: boolean; posts: ArticlePostLine[] } | undefined> {
  const [article] = await db
    .select({ syndicate: articles.syndicate })
    .from(articles)
    .where(eq(articles.id, articleId));
  if (!article) return undefined;
  const { rows } = await db.execute<ArticlePostLine>(sql`
    SELECT c.name AS channel, c.kind, p.status, p.remote_url AS "remoteUrl", p.last_error AS "lastError",
      p.posted_at AS "postedAt"
    FROM channel_posts p JOIN channels c ON c.id = p.channel_id
    WHERE p.article_id = ${articleId} ORDER BY c.name`);
  return { syndicate: article.syndicate, posts: rows };
}

/** Turns posting on publish on or off for one article (before it is published; afterwards it is done). */
export async function setArticleSyndication(
  db: Database,
  actor: AuditActor,
  articleId: string,
  syndicate: boolean,
): Promise<boolean> {
  return changeForReaders(db, actor, async (tx) => {
    const [row] = await tx
      .update(articles)
      .set({ syndicate })
      .where(eq(articles.id, articleId))
      .returning({ title: articles.title });
    if (!row) return unchanged(false);
    return {
      value: true,
      audit: {
        action: syndicate ? 'article.syndicate_on' : 'article.syndicate_off',
        entityType: 'article',
        entityId: articleId,
        summary: `${syndicate ? 'Will post' : 'Will not post'} “${row.title}” to the channels on publish`,
        before: { syndicate: !syndicate },
        after: { syndicate },
      },
      // Whether an article is posted to the channels is the desk's business: no page shows it.
      readersSee: false,
    };
  });
}
