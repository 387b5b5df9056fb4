import { useEffect, useRef } from 'react';
import { useActionData } from 'react-router';
import { island } from '~/islands/island';
import { useFormAction } from '~/islands/form-action';
import type { FormAnswer } from '~/routes/shared/public-form.server';
import { NEWSLETTER_ACTION } from './newsletter-action';
import { buttonClass } from '../ui/button-link';

type QuickSignupProps = {
  /** Prefix of the field's ids, unique on the page. */
  id: string;
  topics?: string[];
  submitLabel: string;
  /** What the reader is told once the address is taken. */
  done: string;
  /** Show the field's label above it (else it is for screen readers only). */
  showLabel?: boolean;
  /** The field above the button, in a narrow column (the footer's), rather than beside it. */
  stacked?: boolean;
  /** The id of the heading that names the form, if the page has one. */
  labelledBy?: string;
};

/**
 * A one-field newsletter sign-up placed on another page (the home band, deal alerts), as an island. It posts
 * to /newsletter's own action, so it is the same sign-up with the same checks, confirmation e-mail and limits;
 * `topics` preselects what the reader signs up for. With scripts the answer shows in place; without, the
 * browser lands on /newsletter's form with it (its fragment), the address and topics kept on a refusal.
 */
export function NewsletterQuickSignupView({
  id,
  topics = [],
  submitLabel,
  done,
  showLabel = false,
  stacked = false,
  labelledBy,
  posted,
}: QuickSignupProps & { posted?: FormAnswer }) {
  const { state, answer, onSubmit } = useFormAction<FormAnswer>(posted);
  const failed = answer && !answer.ok ? answer : undefined;
  const busy = state !== 'idle';
  if (answer?.ok) return <SignedUp done={done} focus={answer !== posted} />;
  return (
    <form
      method="post"
      action={NEWSLETTER_ACTION}
      className="flex flex-col gap-2"
      aria-labelledby={labelledBy}
      onSubmit={onSubmit}
    >
      {topics.map((topic) => (
        <input key={topic} type="hidden" name="topics" value={topic} />
      ))}
      <label htmlFor={`${id}-email`} className={showLabel ? 'text-sm font-semibold' : 'sr-only'}>
        E-mail address
      </label>
      <div className={stacked ? 'flex flex-col gap-2' : 'flex flex-col gap-2 sm:flex-row'}>
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

/** The thanks that replaces the form; it takes the focus when it replaced it here (the button went with it). */
function SignedUp({ done, focus }: { done: string; focus: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      className="rounded-2xl border border-border bg-bg p-5 font-semibold"
    >
      {done}
    </p>
  );
}

/**
 * The island itself, for the site's footer: the footer is rendered once for every page, so it takes no answer
 * of the page's; without scripts its answer is on /newsletter, where the browser lands.
 */
export const NewsletterQuickSignupIsland = island('newsletter-quick-signup', NewsletterQuickSignupView, {
  hydrate: 'use',
});

/** The quick sign-up, with the answer a plain POST rendered into this page (scripts not loaded yet). */
export function NewsletterQuickSignup(props: QuickSignupProps) {
  return <NewsletterQuickSignupIsland {...props} posted={useActionData<FormAnswer>()} />;
}
