import { asc } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { categoryLabels } from '~/db/schema/newsroom';

/**
 * Keeps an editor's category as a labelled example for the classifier's next tuning run: the title and
 * lead the category was judged on, the category it had (`predicted`) and the editor's.
 */
export async function recordCategoryLabel(
  tx: Database,
  label: {
    articleId: string;
    title: string;
    lead: string;
    predicted: string;
    category: string;
    labelledBy: string;
  },
): Promise<void> {
  await tx.insert(categoryLabels).values(label);
}

/**
 * The stored category labels for the classifier's bench (bench/classification.ts) and the next tuning run,
 * oldest first. An article relabelled twice keeps both rows in the table (each is what an editor did); only
 * its newest counts here, as the category the desk settled on.
 */
export async function listCategoryLabels(db: Database) {
  const rows = await db
    .select({
      articleId: categoryLabels.articleId,
      title: categoryLabels.title,
      lead: categoryLabels.lead,
      predicted: categoryLabels.predicted,
      category: categoryLabels.category,
      labelledBy: categoryLabels.labelledBy,
      createdAt: categoryLabels.createdAt,
    })
    .from(categoryLabels)
    .orderBy(asc(categoryLabels.createdAt), asc(categoryLabels.id));
  const newest = new Map(rows.map((row, at) => [row.articleId ?? `row ${at}`, row]));
  return [...newest.values()].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
