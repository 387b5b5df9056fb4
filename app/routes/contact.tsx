import { useFetcher } from 'react-router';
import { Honeypot } from '~/components/honeypot';
import { notifyContactMessage } from '~/domain/participation/notify-desk.server';
import { StaticPage } from '~/components/static-page';
import { buttonClass } from '~/components/ui/button-link';
import { useFormAnswer } from '~/components/use-form-answer';
import { TextAreaField, TextField } from '~/components/ui/field';
import { contactMessageSchema, submitContactMessage } from '~/domain/participation/contact-messages.server';
import { parseForm } from '~/lib/form-data';
import type { Route } from './+types/contact';
import { publicFormAction } from './shared/public-form.server';
import { pageMeta } from './shared/seo';
import { staticPageData } from './shared/static-loader.server';
import { publicPage } from './shared/cache-headers';

export const loader = ({ context }: Route.LoaderArgs) =>
  staticPageData(context, {
    title: 'Contact',
    description: 'Reach the Dropwire editors, press and partnerships teams.',
    path: '/contact',
  });

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export const action = (args: Route.ActionArgs) =>
  publicFormAction(args, {
    parse: (form) => parseForm(contactMessageSchema, form),
    submit: (db, input, sender, services) =>
      submitContactMessage(db, input, sender).then(async (result) => {
        if (result.ok && !result.repeated) await notifyContactMessage(services, input);
        return result;
      }),
    messages: {
      invalid: 'Please check the highlighted fields.',
      rateLimited: 'You have sent several messages in the last hour. Please try again later.',
    },
  });

const responseTimes = [
  ['Editorial', '24 hours'],
  ['Press', '48 hours'],
  ['Partnerships', '3-5 days'],
  ['General', '24-48 hours'],
];

export default function Contact() {
  const fetcher = useFetcher<typeof action>();
  const result = useFormAnswer(fetcher);
  const failed = result && !result.ok ? result : undefined;
  const busy = fetcher.state !== 'idle';
  return (
    <StaticPage title="Contact" intro="Questions, corrections, press and partnerships: we read everything.">
      <h2>Response times</h2>
      <dl className="grid grid-cols-2 gap-3 not-prose sm:grid-cols-4">
        {responseTimes.map(([team, time]) => (
          <div key={team} className="rounded-xl border border-border bg-surface p-3">
            <dt className="text-sm text-muted">{team}</dt>
            <dd className="font-bold">{time}</dd>
          </div>
        ))}
      </dl>
      <h2>Send a message</h2>
      {/* A new key after success clears every field. */}
      <fetcher.Form
        key={result?.ok ? 'sent' : 'form'}
        method="post"
        noValidate
        className="flex flex-col gap-4 text-base"
      >
        <Honeypot />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Name"
            name="name"
            required
            autoComplete="name"
            maxLength={120}
            defaultValue={failed?.values.name}
            errors={failed?.fieldErrors.name}
          />
          <TextField
            label="E-mail"
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            defaultValue={failed?.values.email}
            errors={failed?.fieldErrors.email}
          />
        </div>
        <TextField
          label="Subject"
          name="subject"
          required
          maxLength={200}
          defaultValue={failed?.values.subject}
          errors={failed?.fieldErrors.subject}
        />
        <TextAreaField
          label="Message"
          name="message"
          required
          maxLength={5000}
          defaultValue={failed?.values.message}
          errors={failed?.fieldErrors.message}
        />
        <div>
          <button type="submit" disabled={busy} className={buttonClass('primary')}>
            {busy ? 'Sending…' : 'Send Message'}
          </button>
        </div>
        <div role="status" aria-live="polite">
          {result?.ok ? (
            <p className="rounded-xl border border-border bg-surface-2 p-4">
              <strong>Message sent!</strong> We'll get back to you within 24 hours.
            </p>
          ) : failed ? (
            <p className="text-danger">{failed.message}</p>
          ) : null}
        </div>
      </fetcher.Form>
    </StaticPage>
  );
}
