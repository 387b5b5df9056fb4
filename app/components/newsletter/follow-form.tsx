import { useActionData } from 'react-router';
import { island } from '~/islands/island';
import { useFormAction } from '~/islands/form-action';
import type { FormAnswer } from '~/routes/shared/public-form.server';
import { Honeypot } from '../participation/honeypot';
import { buttonClass } from '../ui/button-link';

export type FollowChoice = { value: string; name: string };

type FollowFormProps = {
  id: string;
  choices: FollowChoice[];
  title: string;
  /** The form is the page (/follow): its title is the page's heading. */
  pageHeading?: boolean;
};

/**
 * The Follow button, as an island: an address and what to follow (one entity, or a choice such as a
 * release's artist or label). It posts to /follow, the same double opt-in and limits as the newsletter; with
 * scripts the answer shows in place, without them the browser lands on /follow with it. The answer is the
 * same whoever asks.
 */
export function FollowFormView({
  id,
  choices,
  title,
  pageHeading = false,
  posted,
}: FollowFormProps & { posted?: FormAnswer }) {
  const { state, answer, onSubmit } = useFormAction<FormAnswer>(posted);
  const failed = answer && !answer.ok ? answer : undefined;
  const busy = state !== 'idle';
  const Heading = pageHeading ? 'h1' : 'h2';
  // A refused choice is kept; else the first is ticked.
  const picked = choices.find((choice) => choice.value === failed?.values.target)?.value ?? choices[0]?.value;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-border bg-surface p-5">
      <Heading id={`${id}-title`} className={pageHeading ? 'text-3xl font-extrabold' : 'text-lg font-bold'}>
        {title}
      </Heading>
      {answer?.ok ? (
        <p role="status" className="mt-2">
          Check your inbox: unless this address follows it already, we have sent a link to confirm. After
          that, one e-mail a day at most when there is news.
        </p>
      ) : (
        <form
          method="post"
          action="/follow"
          className="relative mt-3 flex flex-col gap-3"
          onSubmit={onSubmit}
        >
          <Honeypot />
          {choices.length <= 1 ? (
            choices.map((choice) => (
              <input key={choice.value} type="hidden" name="target" value={choice.value} />
            ))
          ) : (
            <fieldset className="flex flex-wrap gap-2">
              <legend className="sr-only">What to follow</legend>
              {choices.map((choice) => (
                <label
                  key={choice.value}
                  className="flex min-h-11 items-center gap-2 rounded-full border border-border px-3 text-sm"
                >
                  <input
                    type="radio"
                    name="target"
                    value={choice.value}
                    defaultChecked={choice.value === picked}
                  />
                  {choice.name}
                </label>
              ))}
            </fieldset>
          )}
          <p className="text-sm text-muted">Get an e-mail when we publish a story, a release or a date.</p>
          <label htmlFor={`${id}-email`} className="text-sm font-semibold">
            E-mail address
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              defaultValue={failed?.values.email}
              aria-invalid={failed ? true : undefined}
              aria-describedby={failed ? `${id}-error` : undefined}
              className="min-h-11 min-w-0 flex-1 rounded-full border border-border bg-bg px-4 text-text placeholder:text-muted"
            />
            <button type="submit" disabled={busy} className={buttonClass('primary')}>
              {busy ? 'Following…' : 'Follow'}
            </button>
          </div>
          {failed ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-danger">
              {failed.fieldErrors.email?.[0] ?? failed.message}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}

const FollowFormIsland = island('follow-form', FollowFormView, { hydrate: 'use' });

/** The Follow form, with the answer a plain POST to this page rendered (on /follow, without scripts). */
export function FollowForm(props: FollowFormProps) {
  return <FollowFormIsland {...props} posted={useActionData<FormAnswer>()} />;
}
