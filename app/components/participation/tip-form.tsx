import { useState, useSyncExternalStore } from 'react';
import { useActionData } from 'react-router';
import { island } from '~/islands/island';
import { useFormAction } from '~/islands/form-action';
import type { FormAnswer } from '~/routes/shared/public-form.server';
import { AnsweredForm, SenderFields } from './public-form-parts';
import { TextAreaField, TextField } from '../ui/field';

const subscribeToNothing = () => () => undefined;

/**
 * The tip form of /submit, as an island, posted to its action: field errors with what was typed kept, the
 * rate limit's message, or thanks; in place with scripts, and the same answer rendered into the page
 * (`posted`) without them, scrolled to by the action's fragment. Editing after an answer returns it to idle,
 * and a success clears it.
 */
export function TipFormView({ posted }: { posted?: FormAnswer }) {
  const { state, answer: result, onSubmit } = useFormAction<FormAnswer>(posted);
  const [sentCount, setSentCount] = useState(0);
  const [handled, setHandled] = useState<FormAnswer>();
  const [dismissed, setDismissed] = useState<FormAnswer>();
  // The button waits for a message once scripts run; the server-rendered page never disables it, so a
  // reader whose scripts have not loaded can still send (the server then checks the message).
  const scripted = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [hasMessage, setHasMessage] = useState(
    () => posted !== undefined && !posted.ok && (posted.values.message ?? '').trim() !== '',
  );
  // A success clears the form (a new key resets every field), once per answer.
  if (result?.ok && result !== handled) {
    setHandled(result);
    setSentCount((count) => count + 1);
    setHasMessage(false);
  }
  // Editing any field after an answer returns the form to idle. The fields keep starting from what the
  // refusal was typed with (`refused`) even then: a starting value that changed would change a field the
  // reader has not edited (a plain POST's answer, then scripts ran).
  const visibleResult = result !== dismissed ? result : undefined;
  const refused = result && !result.ok ? result : undefined;
  const failed = visibleResult && !visibleResult.ok ? visibleResult : undefined;
  const busy = state !== 'idle';
  return (
    <AnsweredForm
      id="tip-form"
      action="/submit"
      formKey={sentCount}
      sent={Boolean(visibleResult?.ok)}
      failed={failed}
      thanks="Thank you! Your tip has been submitted and our editorial team will review it soon."
      className="flex flex-col gap-4"
      onInput={() => setDismissed(result)}
      onSubmit={onSubmit}
      submitLabel="Submit Tip"
      busyLabel="Submitting…"
      busy={busy}
      submitDisabled={scripted && !hasMessage}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SenderFields failed={failed} kept={refused} optional />
      </div>
      <TextField
        label="Related link (optional)"
        name="url"
        type="url"
        maxLength={2000}
        placeholder="https://"
        defaultValue={refused?.values.url}
        errors={failed?.fieldErrors.url}
      />
      <TextAreaField
        label="Your tip"
        name="message"
        required
        maxLength={5000}
        hint="Minimum 10 characters. Include who, what, when, where, and why."
        defaultValue={refused?.values.message}
        onChange={(event) => setHasMessage(event.target.value.trim() !== '')}
        errors={failed?.fieldErrors.message}
      />
    </AnsweredForm>
  );
}

const TipFormIsland = island('tip-form', TipFormView, { hydrate: 'use' });

/** The tip form, with the answer a plain POST rendered into this page (scripts off or not loaded yet). */
export function TipForm() {
  return <TipFormIsland posted={useActionData<FormAnswer>()} />;
}
