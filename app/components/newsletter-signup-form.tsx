import { useState, useSyncExternalStore } from 'react';
import { useActionData } from 'react-router';
import { island } from '~/islands/island';
import { useFormAction } from '~/islands/form-action';
import type { FormAnswer } from '~/routes/shared/public-form.server';
import { Honeypot } from './honeypot';
import { NewsletterTopics } from './newsletter-topics';
import { buttonClass } from './ui/button-link';
import { TextField } from './ui/field';

const subscribeToNothing = () => () => undefined;

/**
 * The newsletter page's sign-up, as an island: an address and optional topics, posted to /newsletter's
 * action. Its states are the spec's: idle, submitting (the button disabled), success or error; editing after
 * an answer returns it to idle, and a success clears it. Without scripts it is a plain form whose answer the
 * page renders (`posted`).
 */
export function NewsletterSignupFormView({ email = '', posted }: { email?: string; posted?: FormAnswer }) {
  const { state, answer, onSubmit } = useFormAction<FormAnswer>(posted);
  // The button waits for an address once scripts run; the server-rendered page never disables it, so a
  // reader whose scripts have not loaded can still send (the server then checks the address).
  const scripted = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  // What the field shows first: the address a plain POST was refused with, else the one a link prefilled.
  const [hasEmail, setHasEmail] = useState(
    () => (posted && !posted.ok ? (posted.values.email ?? '') : email).trim() !== '',
  );
  const [sentCount, setSentCount] = useState(0);
  const [handled, setHandled] = useState<FormAnswer>();
  const [dismissed, setDismissed] = useState<FormAnswer>();
  if (answer?.ok && answer !== handled) {
    setHandled(answer);
    setSentCount((count) => count + 1);
    setHasEmail(false);
  }
  const shown = answer !== dismissed ? answer : undefined;
  const failed = shown && !shown.ok ? shown : undefined;
  const busy = state !== 'idle';
  return (
    <form
      key={sentCount}
      method="post"
      action="/newsletter"
      className="relative flex flex-col gap-5 rounded-2xl border border-border bg-surface p-6"
      onInput={() => setDismissed(answer)}
      onSubmit={onSubmit}
    >
      <Honeypot />
      <TextField
        label="E-mail address"
        name="email"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        placeholder="you@example.com"
        defaultValue={failed?.values.email ?? (answer?.ok ? '' : email)}
        onChange={(event) => setHasEmail(event.target.value.trim() !== '')}
        errors={failed?.fieldErrors.email}
      />
      <NewsletterTopics legend="Topics (optional)" />
      <div>
        <button type="submit" disabled={busy || (scripted && !hasEmail)} className={buttonClass('primary')}>
          {busy ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      {/* A field's own error says it already; the form's message is for what no field explains. */}
      {failed && Object.keys(failed.fieldErrors).length === 0 ? (
        <p role="alert" className="text-danger">
          {failed.message}
        </p>
      ) : null}
      <div role="status" aria-live="polite">
        {shown?.ok ? (
          <div className="rounded-xl border border-accent bg-surface-2 p-4">
            <h2 className="text-lg font-bold">You're on the list</h2>
            <p className="mt-1 text-muted">
              Welcome to the community. Check your e-mail: we have sent a link to confirm your address, and
              once you follow it, your welcome e-mail with the festival guide is on its way. Nothing else
              comes until you confirm.
            </p>
          </div>
        ) : null}
      </div>
    </form>
  );
}

const NewsletterSignupFormIsland = island('newsletter-signup-form', NewsletterSignupFormView);

/** The sign-up, with the answer a plain POST rendered into this page (scripts off or not loaded yet). */
export function NewsletterSignupForm({ email }: { email?: string }) {
  return <NewsletterSignupFormIsland email={email} posted={useActionData<FormAnswer>()} />;
}
