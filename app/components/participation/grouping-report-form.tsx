import { useActionData } from 'react-router';
import { island } from '~/islands/island';
import { useFormAction } from '~/islands/form-action';
import type { FormAnswer } from '~/routes/shared/public-form.server';
import { groupingProblemLabels } from '~/domain/participation/grouping-report-labels';
import type { ProvenanceSource } from '~/domain/articles/article-provenance.server';
import { Honeypot } from './honeypot';
import { buttonClass } from '../ui/button-link';
import { SelectField, TextAreaField } from '../ui/field';

/** Of each source, what the report's choice of source needs (an island's props travel as JSON). */
type ReportedSource = Pick<ProvenanceSource, 'url' | 'name' | 'headline'>;

/**
 * A reader's report that the sources above are not one story (or that the story is also another article),
 * as an island: posted to the article page itself, so it works with scripts off, and kept for the editors'
 * desk. Folded in a <details> so it costs the page one line until opened.
 */
export function GroupingReportFormView({
  sources,
  posted,
}: {
  sources: ReportedSource[];
  posted?: FormAnswer;
}) {
  const { state, answer, onSubmit } = useFormAction<FormAnswer>(posted);
  const failed = answer && !answer.ok ? answer : undefined;
  const busy = state !== 'idle';
  return (
    <details className="mt-5 text-sm" open={answer ? true : undefined}>
      <summary className="cursor-pointer font-semibold text-accent">Report a wrong grouping</summary>
      {answer?.ok ? (
        <p role="status" className="mt-3 rounded-xl border border-border bg-surface-2 p-4">
          Thank you: the editors will look at how this story was grouped.
        </p>
      ) : (
        <form method="post" className="relative mt-3 flex flex-col gap-4" noValidate onSubmit={onSubmit}>
          <Honeypot />
          <SelectField
            label="What is wrong?"
            name="problem"
            required
            defaultValue={failed?.values.problem ?? 'different_story'}
            errors={failed?.fieldErrors.problem}
          >
            {Object.entries(groupingProblemLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          {sources.length > 1 ? (
            <SelectField
              label="Which source? (optional)"
              name="source"
              defaultValue={failed?.values.source ?? ''}
              errors={failed?.fieldErrors.source}
            >
              <option value="">Not one in particular</option>
              {sources.map((source) => (
                <option key={source.url} value={source.url}>
                  {source.name}
                  {source.headline ? `: ${source.headline}` : ''}
                </option>
              ))}
            </SelectField>
          ) : null}
          <TextAreaField
            label="Anything the editors should know? (optional)"
            name="note"
            maxLength={1000}
            rows={3}
            defaultValue={failed?.values.note}
            errors={failed?.fieldErrors.note}
          />
          <div>
            <button type="submit" disabled={busy} className={buttonClass('secondary')}>
              {busy ? 'Sending…' : 'Send report'}
            </button>
          </div>
          <div role="status" aria-live="polite">
            {failed ? <p className="text-danger">{failed.message}</p> : null}
          </div>
        </form>
      )}
    </details>
  );
}

const GroupingReportFormIsland = island('grouping-report-form', GroupingReportFormView, {
  propsRecur: true,
  hydrate: 'use',
});

/** The report form, with the answer a plain POST to the article rendered (scripts off or not loaded yet). */
export function GroupingReportForm({ sources }: { sources: ProvenanceSource[] }) {
  return (
    <GroupingReportFormIsland
      sources={sources.map(({ url, name, headline }) => ({ url, name, headline }))}
      posted={useActionData<FormAnswer>()}
    />
  );
}
