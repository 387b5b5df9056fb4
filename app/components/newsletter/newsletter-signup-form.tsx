import { useState, useSyncExternalStore } from 'react';
import { useActionData } from 'react-router';
import { island } from '~/islands/island';
import { useFormAction } from '~/islands/form-action';
import type { FormAnswer } from '~/routes/shared/public-form.server';
import { Honeypot } from '../participation/honeypot';
import { NewsletterTopics } from './newsletter-topics';
import { buttonClass } from '../ui/button-link';
import { TextField } from '../ui/field';
import { useFocusOnChange } from '../use-focus-on-change';
import { NEWSLETTER_ACTION } from './newsletter-action';

const subscribeToNothing = () => () => undefined;

/**
 * The newsletter page's sign-up, as an island: an address and optional topics, posted to /newsletter's
 * action. Its states are the spec's: idle, submitting (the button disabled), success or error; editing after
 * an answer returns it to idle, and a success clears it. Without scripts it is a plain form whose answer the
 * page renders (`posted`), with what was sent kept on a refusal (the address and the boxes ticked).
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
  // The fields start from what the refusal was sent with (the address, the boxes ticked) even once its
  // errors are dismissed: a starting value that changed would change a field the reader has not edited.
  const refused = answer && !answer.ok ? answer : undefined;
  const busy = state !== 'idle';
  const statusRef = useFocusOnChange<HTMLDivElement>(shown?.ok ? shown : undefined);
  return (
    // The answer of a plain POST (from here, the footer or another page's sign-up) lands here, through the
    // action's fragment: the outcome first, then the form.
    <div id="signup" className="scroll-mt-24 rounded-2xl border border-border bg-surface p-6">
      <div ref={statusRef} role="status" aria-live="polite" tabIndex={-1}>
        {shown?.ok ? (
          <div className="mb-5 rounded-xl border border-accent bg-surface-2 p-4">
            <h2 className="text-lg font-bold">You're on the list</h2>
            <p className="mt-1 text-muted">
              Welcome to the community. Check your e-mail: we have sent a link to confirm your address, and
              once you follow it, your welcome e-mail with the festival guide is on its way. Nothing else
              comes until you confirm.
            </p>
          </div>
        ) : null}
      </div>
      {/* A field's own error says it already; the form's message is for what no field explains. */}
      {failed && Object.keys(failed.fieldErrors).length === 0 ? (
        <p role="alert" className="mb-5 text-danger">
          {failed.message}
        </p>
      ) : null}
      <form
        key={sentCount}
        method="post"
        action={NEWSLETTER_ACTION}
        className="relative flex flex-col gap-5"
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
          defaultValue={refused?.values.email ?? (answer?.ok ? '' : email)}
          onChange={(event) => setHasEmail(event.target.value.trim() !== '')}
          errors={failed?.fieldErrors.email}
        />
        <NewsletterTopics legend="Topics (optional)" checked={refused?.ticked?.topics} />
        <div>
          <button type="submit" disabled={busy || (scripted && !hasEmail)} className={buttonClass('primary')}>
            {busy ? 'Subscribing…' : 'Subscribe'}
          </button>
        </div>
      </form>
    </div>
  );
}

const NewsletterSignupFormIsland = island('newsletter-signup-form', NewsletterSignupFormView, {
  hydrate: 'use',
});

/** The sign-up, with the answer a plain POST rendered into this page (scripts off or not loaded yet). */
export function NewsletterSignupForm({ email }: { email?: string }) {
  return <NewsletterSignupFormIsland email={email} posted={useActionData<FormAnswer>()} />;
}
