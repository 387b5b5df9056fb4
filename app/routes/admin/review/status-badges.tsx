import { categoryLabel } from '~/components/articles/category-label';
import { Badge } from '~/components/ui/badge';
import type { PublishStatus } from '~/db/schema/columns';
import type { ArticleCategory } from '~/db/schema/enums';
import { formatDeskTime } from '~/components/desk/desk-time';

const statusLabels: Record<PublishStatus, string> = {
  draft: 'Draft',
  in_review: 'In review',
  published: 'Published',
  rejected: 'Rejected',
};

/** What an editor sees first of an article: its status, category, AI assistance and schedule. */
export function StatusBadges({
  status,
  category,
  isAiAssisted,
  scheduledAt,
}: {
  status: PublishStatus;
  category: ArticleCategory;
  isAiAssisted: boolean;
  scheduledAt: string | null;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone={status === 'published' ? 'accent' : 'neutral'}>{statusLabels[status]}</Badge>
      <Badge tone="neutral">{categoryLabel(category)}</Badge>
      {isAiAssisted ? <Badge tone="neutral">AI-assisted</Badge> : null}
      {scheduledAt ? (
        <span className="text-xs font-semibold text-muted">
          Scheduled for <time dateTime={scheduledAt}>{formatDeskTime(scheduledAt)}</time>
        </span>
      ) : null}
    </div>
  );
}
