import type { MouseEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-link';
import { TextField } from '~/components/ui/field';
import type { DeskArticle } from '~/domain/editorial/desk-article.server';
import { allowedActions } from '~/domain/editorial/desk-actions';
import type { FieldErrors } from '~/lib/form-data';
import { ARTICLE_EDIT_FORM_ID } from './article-edit-form';
import { formatDeskTime, toDateTimeLocal } from '~/components/desk/desk-time';

/**
 * Publishing while the edit form below holds unsaved edits publishes them too: the click becomes the edit
 * form's "Save and publish". Without scripts the edit form has that button itself.
 */
function publishWithEdits(event: MouseEvent<HTMLButtonElement>) {
  const form = document.getElementById(ARTICLE_EDIT_FORM_ID);
  if (!(form instanceof HTMLFormElement) || form.dataset.edited !== 'yes') return;
  const saveAndPublish = form.querySelector<HTMLButtonElement>('button[value="save-and-publish"]');
  if (!saveAndPublish) return;
  event.preventDefault();
  form.requestSubmit(saveAndPublish);
}

/** One button that posts an intent. */
function IntentButton({
  intent,
  label,
  variant,
  onClick,
}: {
  intent: string;
  label: string;
  variant: 'primary' | 'secondary';
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const busy = useNavigation().formData?.get('intent') === intent;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={buttonClass(variant)} disabled={busy} onClick={onClick}>
        {label}
      </button>
    </Form>
  );
}

/** Publish, reject or unpublish the article, and its schedule: what its status allows. */
export function ArticleStatusActions({
  article,
  fieldErrors,
  values,
}: {
  article: DeskArticle;
  fieldErrors?: FieldErrors;
  values?: Record<string, string>;
}) {
  const { status, scheduledAt } = article.state;
  const allowed = allowedActions(status);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        {allowed.publish ? (
          <IntentButton
            intent="publish"
            label="Approve and publish now"
            variant="primary"
            onClick={publishWithEdits}
          />
        ) : null}
        {allowed.unpublish ? <IntentButton intent="unpublish" label="Unpublish" variant="secondary" /> : null}
        {allowed.reject ? <IntentButton intent="reject" label="Reject" variant="secondary" /> : null}
        {status === 'published' ? (
          <a href={`/news/${article.slug}`} className="text-sm underline" target="_blank" rel="noopener">
            View on the site<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      {scheduledAt ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p>
            Publishes by itself on <time dateTime={scheduledAt}>{formatDeskTime(scheduledAt)}</time>.
          </p>
          <IntentButton intent="unschedule" label="Remove schedule" variant="secondary" />
        </div>
      ) : null}
      {allowed.schedule ? (
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="schedule" />
          <div className="min-w-60">
            <TextField
              label="Publish later at (UTC)"
              name="publishAt"
              type="datetime-local"
              required
              defaultValue={values?.publishAt ?? (scheduledAt ? toDateTimeLocal(scheduledAt) : '')}
              errors={fieldErrors?.publishAt}
            />
          </div>
          <button type="submit" className={buttonClass('secondary')}>
            {scheduledAt ? 'Change schedule' : 'Schedule'}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
