import { Form, useNavigation } from 'react-router';
import { categoryLabel } from '~/components/articles/category-label';
import { RichTextEditor } from '~/components/desk/rich-text-editor';
import { buttonClass } from '~/components/ui/button-link';
import { SelectField, TextAreaField, TextField } from '~/components/ui/field';
import { articleCategories } from '~/db/schema/enums';
import type { DeskArticle } from '~/domain/editorial/desk-article.server';
import { allowedActions } from '~/domain/editorial/desk-actions';
import type { FieldErrors } from '~/lib/form-data';
import { formatDeskTime } from '~/components/desk/desk-time';

/** The edit form's id: the Decide section's publish button sends the form's edits when there are any. */
export const ARTICLE_EDIT_FORM_ID = 'article-edit-form';

/**
 * The article's words, category, tags and cover in one form. After a refused save it shows what was typed
 * (`values`); the form is keyed by the article's version, so a saved change starts it afresh.
 */
export function ArticleEditForm({
  article,
  lexicon,
  fieldErrors,
  values,
}: {
  article: DeskArticle;
  lexicon: string[];
  fieldErrors?: FieldErrors;
  values?: Record<string, string>;
}) {
  const { state } = article;
  const intent = useNavigation().formData?.get('intent');
  const saving = intent === 'save' || intent === 'save-and-publish';
  const value = (name: string, fallback: string) => values?.[name] ?? fallback;
  const published = state.status === 'published';
  const publishable = allowedActions(state.status).publish;
  return (
    <Form
      method="post"
      id={ARTICLE_EDIT_FORM_ID}
      className="flex flex-col gap-5"
      key={article.updatedAt}
      // Marks the form as edited, so publishing from the Decide section sends these edits too.
      onInput={(event) => (event.currentTarget.dataset.edited = 'yes')}
    >
      <input type="hidden" name="version" value={article.updatedAt} />
      <TextField
        label="Title"
        name="title"
        required
        maxLength={300}
        defaultValue={value('title', state.title)}
        errors={fieldErrors?.title}
      />
      <TextAreaField
        label="Summary"
        name="summary"
        rows={3}
        defaultValue={value('summary', state.summary)}
        errors={fieldErrors?.summary}
        hint="The lead readers see under the title and in lists."
      />
      <RichTextEditor
        name="content"
        label="Body"
        defaultValue={value('content', state.content)}
        errors={fieldErrors?.content}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Category"
          name="category"
          defaultValue={value('category', state.category)}
          errors={fieldErrors?.category}
        >
          {articleCategories.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Add a tag"
          name="addTag"
          list="lexicon-names"
          autoComplete="off"
          defaultValue={value('addTag', '')}
          errors={fieldErrors?.addTag}
          hint="Suggestions come from the lexicon of artists, labels, festivals and brands."
        />
      </div>
      <datalist id="lexicon-names">
        {lexicon.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <TextField
        label="Tags"
        name="tags"
        defaultValue={value('tags', state.tags.join(', '))}
        errors={fieldErrors?.tags}
        hint="Separated by commas. Remove one by deleting its name."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Cover image address"
          name="coverImageUrl"
          // Text, not a URL field: a path on this site (/uploads/…) is a valid cover, and the browser's URL
          // check would refuse it. The server checks the address.
          inputMode="url"
          defaultValue={value('coverImageUrl', state.coverImageUrl ?? '')}
          errors={fieldErrors?.coverImageUrl}
          hint="An https:// address of an image, or a path on this site. Empty for none."
        />
        <TextField
          label="Cover description"
          name="coverImageAlt"
          defaultValue={value('coverImageAlt', state.coverImageAlt ?? '')}
          errors={fieldErrors?.coverImageAlt}
          hint="What the image shows, for readers who cannot see it."
        />
      </div>
      {published ? (
        <div className="rounded-xl border border-border bg-surface-2 p-4">
          {state.correctionNote ? (
            <p className="mb-3 text-sm text-muted">
              Readers see this note now
              {article.correctedAt ? ` (since ${formatDeskTime(article.correctedAt)})` : ''}: “
              {state.correctionNote}”
            </p>
          ) : null}
          <TextAreaField
            label="Correction note"
            name="correctionNote"
            rows={2}
            defaultValue={value('correctionNote', '')}
            errors={fieldErrors?.correctionNote}
            hint="This article is published: when you change its title, summary or body, say what changed. Readers see the note under the article."
          />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {/* First in the form, so Enter in a field saves and never publishes. */}
        <button type="submit" name="intent" value="save" className={buttonClass()} disabled={saving}>
          {saving ? 'Saving…' : published ? 'Save and update the article' : 'Save draft'}
        </button>
        {publishable ? (
          <button
            type="submit"
            name="intent"
            value="save-and-publish"
            className={buttonClass('secondary')}
            disabled={saving}
          >
            Save and publish
          </button>
        ) : null}
      </div>
    </Form>
  );
}
