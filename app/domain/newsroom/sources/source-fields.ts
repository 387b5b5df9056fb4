import { z } from 'zod';
import { sourceCategories, sourceKinds } from '~/db/schema/newsroom';
import { singleLine } from '~/lib/form-text';
import { feedUrl } from './feed-url';

// The desk's source forms. The prototype silently ignored an empty name or URL; here each says what is
// missing, next to its field.

const name = singleLine('The name')
  .min(1, 'Give the source a name')
  .max(120, 'Keep the name under 120 characters');

const url = singleLine('The RSS URL')
  .min(1, "Give the feed's address (its RSS URL)")
  .pipe(feedUrl('The RSS URL'));

const category = z.enum(sourceCategories, {
  error: `Category must be one of: ${sourceCategories.join(', ')}`,
});

/** Source Name, RSS URL and Category (news unless chosen), as the add form sends them. */
export const addSourceFields = z.object({ name, url, category: category.default('news') });

/** The edit form: the add form's fields, the kind, and auto-publish (a checkbox: sent as "on" when ticked). */
export const editSourceFields = z.object({
  name,
  url,
  category,
  kind: z.enum(sourceKinds, { error: `Kind must be one of: ${sourceKinds.join(', ')}` }),
  autoPublish: z
    .literal('on')
    .optional()
    .transform((value) => value === 'on'),
});

export type SourceEdit = z.output<typeof editSourceFields>;
