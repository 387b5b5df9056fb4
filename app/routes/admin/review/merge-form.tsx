import { Form } from 'react-router';
import { buttonClass } from '~/components/ui/button-link';
import { SelectField } from '~/components/ui/field';
import type { MergeCandidate } from '~/domain/editorial/desk-article.server';
import type { FieldErrors } from '~/lib/form-data';
import { formatDeskTime } from '~/components/desk/desk-time';

/**
 * Merges another waiting story into this one. It cannot be undone in one step (each report would have to
 * be split off again), so with JavaScript the editor confirms first.
 */
export function MergeForm({
  candidates,
  fieldErrors,
}: {
  candidates: MergeCandidate[];
  fieldErrors?: FieldErrors;
}) {
  if (candidates.length === 0)
    return (
      <p className="text-sm text-muted">
        No other story is waiting for review, so there is nothing to merge.
      </p>
    );
  return (
    <Form
      method="post"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        if (!window.confirm('Merge the chosen story into this one? Its article is rejected.'))
          event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="merge" />
      <div className="min-w-0 flex-1">
        <SelectField
          label="Story to merge into this one"
          name="otherId"
          required
          defaultValue=""
          errors={fieldErrors?.otherId}
          hint="Its reports join this story, this article credits them, and its own article is rejected."
        >
          <option value="" disabled>
            Choose a waiting story…
          </option>
          {candidates.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.title} ({formatDeskTime(candidate.createdAt)})
            </option>
          ))}
        </SelectField>
      </div>
      <button type="submit" className={buttonClass('secondary')}>
        Merge stories
      </button>
    </Form>
  );
}
