import { z } from 'zod';
import type { AppServices } from '~/app-context.server';
import { articleCategories } from '~/db/schema/enums';
import type { AuditActor } from '~/domain/auth/audit.server';
import type { Staff } from '~/domain/auth/staff.server';
import {
  publishArticle,
  rejectArticle,
  scheduleArticle,
  unpublishArticle,
  unscheduleArticle,
} from '~/domain/editorial/article-status.server';
import { parseTagNames } from '~/domain/editorial/article-edit';
import type { DeskRefusal } from '~/domain/editorial/desk-change.server';
import { editArticle } from '~/domain/editorial/edit-article.server';
import { mergeStories } from '~/domain/editorial/merge-stories.server';
import { splitStoryItem } from '~/domain/editorial/split-story.server';
import { parseForm } from '~/lib/form-data';
import { multiLine, singleLine } from '~/lib/form-text';
import { parseImageSource } from '~/lib/image-source';
import { deskDone, deskFailed } from '../shared/desk-answer';
import { formatDeskTime } from '~/components/desk/desk-time';

const saveSchema = z
  .object({
    title: singleLine('The title').pipe(z.string().min(1, 'Give the article a title.').max(300)),
    summary: multiLine('The summary').pipe(z.string().max(2000, 'Keep the summary under 2,000 characters.')),
    content: z.string().max(200_000, 'The body is too long (200,000 characters at most).'),
    category: z.enum(articleCategories, { error: 'Choose a category.' }),
    tags: singleLine('The tags').pipe(z.string().max(2000)),
    addTag: singleLine('The tag').pipe(z.string().max(60)).optional(),
    coverImageUrl: singleLine('The cover address')
      .pipe(z.string().max(2048))
      .refine(
        (url) => url === '' || parseImageSource(url) !== undefined,
        'Give an http(s) address of an image, or a path on this site.',
      ),
    coverImageAlt: singleLine('The description').pipe(z.string().max(300)),
    correctionNote: multiLine('The correction note').pipe(z.string().max(1000)).optional(),
    version: z.string().max(40).optional(),
  })
  .refine((form) => !form.coverImageUrl || form.coverImageAlt, {
    path: ['coverImageAlt'],
    message: 'Describe the cover for readers who cannot see it.',
  });

// The schedule field is a `datetime-local` in UTC, as the page says.
const scheduleSchema = z.object({
  publishAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'Give a date and time.')
    .transform((value) => new Date(`${value}Z`)),
});
const mergeSchema = z.object({ otherId: z.uuid({ error: 'Choose the story to merge into this one.' }) });
const splitSchema = z.object({ itemId: z.uuid({ error: 'Choose a report to split off.' }) });

const deskIntents = [
  'save',
  'save-and-publish',
  'publish',
  'reject',
  'unpublish',
  'schedule',
  'unschedule',
  'merge',
  'split',
] as const;
type Intent = (typeof deskIntents)[number];

const failures: Record<Intent, string> = {
  save: 'save article',
  'save-and-publish': 'save and publish article',
  publish: 'publish article',
  reject: 'reject article',
  unpublish: 'unpublish article',
  schedule: 'schedule article',
  unschedule: 'remove schedule',
  merge: 'merge stories',
  split: 'split story',
};

const statusOf = (refusal: DeskRefusal) =>
  ({ not_found: 404, not_allowed: 409, conflict: 409, invalid: 400 })[refusal.reason];

/**
 * The edit form saved, or the answer that says why not (with the field errors and what was typed).
 */
async function saveArticle(
  db: AppServices['db'],
  actor: AuditActor,
  articleId: string,
  form: FormData,
  failure: string,
): Promise<
  { ok: true; unchanged: boolean; corrected: boolean } | { ok: false; answer: ReturnType<typeof deskFailed> }
> {
  const parsed = parseForm(saveSchema, form);
  if (!parsed.ok)
    return {
      ok: false,
      answer: deskFailed(failure, 'Check the highlighted fields.', 400, {
        fieldErrors: parsed.fieldErrors,
        values: parsed.values,
      }),
    };
  const { data } = parsed;
  const values = Object.fromEntries(
    [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : '']),
  );
  const result = await editArticle(db, actor, articleId, {
    title: data.title,
    summary: data.summary,
    content: data.content,
    category: data.category,
    tags: parseTagNames(data.tags, data.addTag),
    coverImageUrl: data.coverImageUrl || null,
    coverImageAlt: data.coverImageUrl ? data.coverImageAlt : null,
    correctionNote: data.correctionNote || null,
    version: data.version,
  });
  if (result.ok) return { ok: true, unchanged: result.unchanged, corrected: result.corrected };
  // A missing correction note is a field of the form; the rest are said in the toast.
  const fieldErrors = result.reason === 'invalid' ? { correctionNote: [result.message] } : undefined;
  return {
    ok: false,
    answer: deskFailed(failure, result.message, statusOf(result), { fieldErrors, values }),
  };
}

/**
 * Everything an editor does on an article's page, by the form's `intent`: each is parsed with zod, made by
 * one domain function (which records it in the audit log) and answered with the desk's toast.
 */
export async function runDeskArticleAction(
  { staff, services }: { staff: Staff; services: AppServices },
  articleId: string,
  form: FormData,
) {
  const intent = String(form.get('intent') ?? '') as Intent;
  if (!deskIntents.includes(intent)) return deskFailed('change article', 'Unknown action');
  const { db } = services;
  const actor = { id: staff.id, email: staff.email };
  const refused = (refusal: DeskRefusal, values?: Record<string, string>) =>
    deskFailed(failures[intent], refusal.message, statusOf(refusal), values ? { values } : undefined);

  switch (intent) {
    case 'save': {
      const saved = await saveArticle(db, actor, articleId, form, failures.save);
      if (!saved.ok) return saved.answer;
      if (saved.unchanged) return deskDone('Nothing changed', 'The article is as it was.');
      return saved.corrected
        ? deskDone('Correction published', 'Readers see the correction note under the article.')
        : deskDone('Article saved');
    }
    case 'save-and-publish': {
      // The edits on the form go out with the article, not the last saved version (issue: an editor's
      // unsaved changes were published without them). Nothing is published when the save is refused.
      const saved = await saveArticle(db, actor, articleId, form, failures['save-and-publish']);
      if (!saved.ok) return saved.answer;
      const result = await publishArticle(db, actor, articleId);
      if (!result.ok) return refused(result);
      return deskDone(
        saved.unchanged ? 'Article published' : 'Article saved and published',
        'Readers see it now.',
      );
    }
    case 'publish':
    case 'reject':
    case 'unpublish':
    case 'unschedule': {
      const change = {
        publish: publishArticle,
        reject: rejectArticle,
        unpublish: unpublishArticle,
        unschedule: unscheduleArticle,
      }[intent];
      const result = await change(db, actor, articleId);
      if (!result.ok) return refused(result);
      return deskDone(
        {
          publish: 'Article published',
          reject: 'Article rejected',
          unpublish: 'Article unpublished',
          unschedule: 'Schedule removed',
        }[intent],
        {
          publish: 'Readers see it now.',
          reject: 'It left the review queue.',
          unpublish: 'It is off the site and back in the review queue.',
          unschedule: 'It waits in the review queue.',
        }[intent],
      );
    }
    case 'schedule': {
      const parsed = parseForm(scheduleSchema, form);
      if (!parsed.ok)
        return deskFailed(failures.schedule, 'Give a date and time.', 400, {
          fieldErrors: parsed.fieldErrors,
          values: parsed.values,
        });
      const result = await scheduleArticle(db, actor, articleId, parsed.data.publishAt);
      if (!result.ok)
        return deskFailed(failures.schedule, result.message, statusOf(result), {
          fieldErrors: result.reason === 'invalid' ? { publishAt: [result.message] } : undefined,
          values: { publishAt: String(form.get('publishAt') ?? '') },
        });
      return deskDone('Article scheduled', `It publishes on ${formatDeskTime(parsed.data.publishAt)}.`);
    }
    case 'merge': {
      const parsed = parseForm(mergeSchema, form);
      if (!parsed.ok)
        return deskFailed(failures.merge, 'Choose the story to merge into this one.', 400, {
          fieldErrors: parsed.fieldErrors,
        });
      const result = await mergeStories(db, actor, {
        intoArticleId: articleId,
        fromArticleId: parsed.data.otherId,
      });
      if (!result.ok) return refused(result);
      return deskDone('Stories merged', `The reports of “${result.otherTitle}” are part of this story now.`);
    }
    case 'split': {
      const parsed = parseForm(splitSchema, form);
      if (!parsed.ok) return deskFailed(failures.split, 'Choose a report to split off.');
      const result = await splitStoryItem(db, actor, { articleId, itemId: parsed.data.itemId });
      if (!result.ok) return refused(result);
      return deskDone('Report split off', `“${result.newTitle}” waits in the review queue as a draft.`);
    }
  }
}
