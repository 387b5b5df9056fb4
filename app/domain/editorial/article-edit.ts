import type { ArticleCategory } from '~/db/schema/enums';
import { sanitizeRichHtml } from '~/lib/html';
import { slugify } from '~/lib/slug';
import { type ArticleState, changedFields } from './article-state';

/** The most tags an article carries; a tag name's longest form. */
const MAX_TAGS = 25;
const MAX_TAG_LENGTH = 60;

/**
 * Tag names from what an editor typed (separated by commas or line breaks), plus one added name: trimmed,
 * spaces collapsed, and one per slug (the first spelling wins), since a tag is known by its slug.
 */
export function parseTagNames(typed: string, added = ''): string[] {
  const names = new Map<string, string>();
  for (const raw of `${typed},${added}`.split(/[,\n]/)) {
    const name = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_TAG_LENGTH).trim();
    const slug = slugify(name, MAX_TAG_LENGTH);
    if (slug && !names.has(slug)) names.set(slug, name);
  }
  return [...names.values()].slice(0, MAX_TAGS);
}

/** What an editor sends when saving an article. The body is HTML as typed: it is sanitised here. */
export type ArticleEdit = {
  title: string;
  summary: string;
  content: string;
  category: ArticleCategory;
  tags: string[];
  coverImageUrl: string | null;
  coverImageAlt: string | null;
  /** Said to readers under a published article whose words changed. */
  correctionNote: string | null;
};

export type PlannedEdit =
  | { ok: false; reason: 'correction_needed' }
  | {
      ok: true;
      after: ArticleState;
      changed: ReturnType<typeof changedFields>;
      /** Nothing differs: nothing is written. */
      unchanged: boolean;
      categoryChanged: boolean;
      /** The note readers see from now on (published articles only). */
      correction: string | null;
    };

/**
 * An edit decided before anything is written: the body through the one sanitiser, the fields that change,
 * and whether readers are owed a correction note. A published article whose title, summary or body
 * changes needs one (readers may have read the earlier words); tags, category and cover need none, though a
 * note given with them is kept.
 */
export function planArticleEdit(before: ArticleState, edit: ArticleEdit): PlannedEdit {
  const after: ArticleState = {
    ...before,
    title: edit.title,
    summary: edit.summary,
    content: sanitizeRichHtml(edit.content),
    category: edit.category,
    tags: [...edit.tags].sort((a, b) => a.localeCompare(b)),
    coverImageUrl: edit.coverImageUrl,
    coverImageAlt: edit.coverImageUrl ? edit.coverImageAlt : null,
  };
  const wordsChanged =
    after.title !== before.title || after.summary !== before.summary || after.content !== before.content;
  const note = edit.correctionNote?.trim() || null;
  if (before.status === 'published' && wordsChanged && !note)
    return { ok: false, reason: 'correction_needed' };
  // A note on a published article is kept whenever one is given, even with no other change.
  const correction = before.status === 'published' ? note : null;
  if (correction) after.correctionNote = correction;
  const changed = changedFields(before, after);
  return {
    ok: true,
    after,
    changed,
    unchanged: Object.keys(changed.after).length === 0,
    categoryChanged: after.category !== before.category,
    correction,
  };
}
