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
