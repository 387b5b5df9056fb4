import type { ArticleCategory } from '~/db/schema/enums';
import type { PublishStatus } from '~/db/schema/columns';

/** What the desk changes of an article, as the audit log keeps it before and after a change. */
export type ArticleState = {
  title: string;
  summary: string;
  /** Sanitised HTML. */
  content: string;
  category: ArticleCategory;
  status: PublishStatus;
  publishedAt: string | null;
  scheduledAt: string | null;
  coverImageUrl: string | null;
  coverImageAlt: string | null;
  /** Tag names, sorted. */
  tags: string[];
  correctionNote: string | null;
};

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.join('\u0000') === b.join('\u0000') : a === b;

/**
 * The fields that differ between two states, each side with only those: an audit row keeps what an edit
 * changed, not a second copy of a body that stayed as it was.
 */
export function changedFields(
  before: ArticleState,
  after: ArticleState,
): { before: Partial<ArticleState>; after: Partial<ArticleState> } {
  const changed = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of Object.keys(after) as (keyof ArticleState)[]) {
    if (same(before[key], after[key])) continue;
    changed.before[key] = before[key];
    changed.after[key] = after[key];
  }
  return changed as { before: Partial<ArticleState>; after: Partial<ArticleState> };
}
