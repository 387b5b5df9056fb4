import { useActionData } from 'react-router';
import { island } from '~/islands/island';
import { useFormAction } from '~/islands/form-action';
import type { FormAnswer } from '~/routes/shared/public-form.server';
import { buttonClass } from './ui/button-link';

type QuickSignupProps = {
  /** Prefix of the field's ids, unique on the page. */
  id: string;
  topics?: string[];
  submitLabel: string;
  /** What the reader is told once the address is taken. */
  done: string;
  /** Show the field's label above it (else it is for screen readers only). */
  showLabel?: boolean;
};

/**
 * A one-field newsletter sign-up placed on another page (the home band, deal alerts), as an island. It posts
 * to /newsletter's own action, so it is the same sign-up with the same checks, confirmation e-mail and limits;
 * `topics` preselects what the reader signs up for. With scripts the answer shows in place; without, the
 * browser lands on /newsletter with it.
 */
export function NewsletterQuickSignupView({
  id,
  topics = [],
  submitLabel,
  done,
  showLabel = false,
  posted,
}: QuickSignupProps & { posted?: FormAnswer }) {
  const { state, answer, onSubmit } = useFormAction<FormAnswer>(posted);
  const failed = answer && !answer.ok ? answer : undefined;
  const busy = state !== 'idle';
  if (answer?.ok)
    return (
      <p role="status" className="rounded-2xl border border-border bg-bg p-5 font-semibold">
        {done}
      </p>
    );
  return (
    <form method="post" action="/newsletter" className="flex flex-col gap-2" onSubmit={onSubmit}>
      {topics.map((topic) => (
        <input key={topic} type="hidden" name="topics" value={topic} />
      ))}
      <label htmlFor={`${id}-email`} className={showLabel ? 'text-sm font-semibold' : 'sr-only'}>
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
          className="min-h-11 flex-1 rounded-full border border-border bg-bg px-4 text-text placeholder:text-muted"
        />
        <button type="submit" disabled={busy} className={buttonClass('primary')}>
          {busy ? 'Subscribing…' : submitLabel}
        </button>
      </div>
      {failed ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {failed.fieldErrors.email?.[0] ?? failed.message}
        </p>
      ) : null}
    </form>
  );
}

const NewsletterQuickSignupIsland = island('newsletter-quick-signup', NewsletterQuickSignupView);

/** The quick sign-up, with the answer a plain POST rendered into this page (scripts not loaded yet). */
export function NewsletterQuickSignup(props: QuickSignupProps) {
  return <NewsletterQuickSignupIsland {...props} posted={useActionData<FormAnswer>()} />;
}
