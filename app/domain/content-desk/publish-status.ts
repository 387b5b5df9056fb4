import type { FieldSpec } from './form-fields';

// What every publishable kind (releases, festivals, reviews, …) offers as its status, in the schema's words.

export const publishStatusField = {
  name: 'status',
  label: 'Status',
  type: 'select',
  hint: 'Readers see only published entries.',
  options: [
    { value: 'draft', label: 'Draft' },
    { value: 'in_review', label: 'In review' },
    { value: 'published', label: 'Published' },
    { value: 'rejected', label: 'Rejected' },
  ],
} as const satisfies FieldSpec;

/**
 * When a row was published: kept once set, set now when it is first published. Unpublishing keeps the date,
 * so republishing does not move an entry to the top of its list.
 */
export const publishedAtFor = (status: string, before: Date | null | undefined, now = new Date()) =>
  status === 'published' ? (before ?? now) : (before ?? null);
