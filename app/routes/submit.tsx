import { useState, useSyncExternalStore } from 'react';
import { Honeypot } from '~/components/honeypot';
import { notifyTip } from '~/domain/participation/notify-desk.server';
import { useFetcher } from 'react-router';
import { SectionPage } from '~/components/section-page';
import { buttonClass } from '~/components/ui/button-link';
import { useFormAnswer } from '~/components/use-form-answer';
import { TextAreaField, TextField } from '~/components/ui/field';
import { submitTip, tipSchema } from '~/domain/participation/tips.server';
import { parseForm } from '~/lib/form-data';
import type { Route } from './+types/submit';
import { sectionSeo } from './shared/section-seo.server';
import { type FormAnswer, publicFormAction } from './shared/public-form.server';
import { pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';

export const loader = ({ context }: Route.LoaderArgs) => ({
  seo: sectionSeo(
    context,
    'Submit a Tip',
    'Heard something first? Send the Dropwire newsroom a tip.',
    '/submit',
  ),
});

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export const action = (args: Route.ActionArgs) =>
  publicFormAction(args, {
    parse: (form) => parseForm(tipSchema, form),
    submit: (db, input, sender, services) =>
      submitTip(db, input, sender).then(async (result) => {
        if (result.ok && !result.repeated) await notifyTip(services, input);
        return result;
      }),
    messages: {
      invalid: 'Please fill in the required message field and try again.',
      rateLimited: 'You have sent many tips in the last hour. Please try again later.',
    },
  });

const subscribeToNothing = () => () => undefined;

export default function Submit() {
  const fetcher = useFetcher<typeof action>();
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
  const [hasMessage, setHasMessage] = useState(false);
  const result = useFormAnswer(fetcher);
  // A success clears the form (a new key resets every field), once per answer.
  if (result?.ok && result !== handled) {
    setHandled(result);
    setSentCount((count) => count + 1);
    setHasMessage(false);
  }
  // Editing any field after an answer returns the form to idle.
  const visibleResult = result !== dismissed ? result : undefined;
  const failed = visibleResult && !visibleResult.ok ? visibleResult : undefined;
  const busy = fetcher.state !== 'idle';
  return (
    <SectionPage
      title="Submit a Tip"
      intro="Heard about a release, a lineup or a club night before anyone else? Tell the newsroom."
    >
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <fetcher.Form
          key={sentCount}
          method="post"
          noValidate
          className="flex flex-col gap-4"
          onChange={() => setDismissed(result)}
        >
          <Honeypot />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Name (optional)"
              name="name"
              autoComplete="name"
              maxLength={120}
              defaultValue={failed?.values.name}
              errors={failed?.fieldErrors.name}
            />
            <TextField
              label="E-mail (optional)"
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              defaultValue={failed?.values.email}
              errors={failed?.fieldErrors.email}
            />
          </div>
          <TextField
            label="Related link (optional)"
            name="url"
            type="url"
            maxLength={2000}
            placeholder="https://"
            defaultValue={failed?.values.url}
            errors={failed?.fieldErrors.url}
          />
          <TextAreaField
            label="Your tip"
            name="message"
            required
            maxLength={5000}
            hint="Minimum 10 characters. Include who, what, when, where, and why."
            defaultValue={failed?.values.message}
            onChange={(event) => setHasMessage(event.target.value.trim() !== '')}
            errors={failed?.fieldErrors.message}
          />
          <div>
            <button
              type="submit"
              disabled={busy || (scripted && !hasMessage)}
              className={buttonClass('primary')}
            >
              {busy ? 'Submitting…' : 'Submit Tip'}
            </button>
          </div>
          <div role="status" aria-live="polite">
            {visibleResult?.ok ? (
              <p className="rounded-xl border border-border bg-surface-2 p-4">
                Thank you! Your tip has been submitted and our editorial team will review it soon.
              </p>
            ) : failed ? (
              <p className="text-danger">{failed.message}</p>
            ) : null}
          </div>
        </fetcher.Form>
        <aside className="h-fit rounded-2xl border border-border bg-surface p-6 text-sm">
          <h2 className="text-lg font-bold">What happens next</h2>
          <p className="mt-2 text-muted">
            Editors review every tip within 24 hours. We never publish your name or address without asking.
          </p>
          <p className="mt-3 text-muted">
            Urgent? Use the{' '}
            <a href="/contact" className="text-accent underline">
              contact page
            </a>
            : we usually answer within 2-4 hours.
          </p>
        </aside>
      </div>
    </SectionPage>
  );
}
