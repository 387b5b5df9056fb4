import { Form, useNavigation } from 'react-router';
import { Toast } from '~/components/desk/toast';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button-link';
import { SelectField, TextAreaField, TextField } from '~/components/ui/field';
import { requireStaff } from '~/domain/auth/staff.server';
import {
  ALERT_SUBJECT_MAX,
  ALERT_TEXT_MAX,
  breakingAlertForm,
} from '~/domain/newsletter/breaking-alert-form';
import {
  alertCandidates,
  recentBreakingAlerts,
  startBreakingAlert,
} from '~/domain/newsletter/breaking-alerts.server';
import { BREAKING_ALERTS_PER_MONTH } from '~/domain/newsletter/edition-audience';
import { jobNames } from '~/jobs/queue.server';
import { formatTimeAgo } from '~/lib/format';
import { parseForm } from '~/lib/form-data';
import { deskDone, deskFailed } from '../shared/desk-answer';
import type { Route } from './+types/breaking-alerts';

export const meta: Route.MetaFunction = () => [{ title: 'Breaking alerts · Desk' }];

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args, 'editor');
  const [alerts, stories] = await Promise.all([recentBreakingAlerts(services), alertCandidates(services)]);
  return { alerts, stories, now: new Date().toISOString() };
}

export async function action(args: Route.ActionArgs) {
  const { staff, services } = await requireStaff(args, 'editor');
  const formData = await args.request.formData();
  const form = parseForm(breakingAlertForm, formData);
  if (!form.ok) return deskFailed('start breaking alert', 'check the highlighted fields', 400, form);
  const started = await startBreakingAlert(services, { id: staff.id, email: staff.email }, form.data);
  if (!started.ok)
    return deskFailed('start breaking alert', started.reason, 400, {
      fieldErrors: { articleId: [`Choose another story: ${started.reason}`] },
      values: { subject: form.data.subject, text: form.data.text },
    });
  // Sent by the next run of the sender, which this starts now rather than within the minute.
  await services.jobs?.send(jobNames.newsletterSend);
  const skipped =
    started.skipped > 0
      ? ` ${started.skipped} skipped: they had their ${BREAKING_ALERTS_PER_MONTH} alerts this month.`
      : '';
  return deskDone('Breaking alert started', `Going to ${started.recipients} subscribers.${skipped}`);
}

const statusTone = (status: string) => (status === 'sent' ? 'accent' : 'neutral');

export default function BreakingAlerts({ loaderData, actionData }: Route.ComponentProps) {
  const { alerts, stories, now } = loaderData;
  const errors = actionData?.ok === false ? actionData.fieldErrors : undefined;
  const values = actionData?.ok === false ? actionData.values : undefined;
  const busy = useNavigation().state === 'submitting';
  return (
    <section>
      <h1 className="text-2xl font-bold">Breaking alerts</h1>
      <p className="mt-2 max-w-3xl text-muted">
        An alert is an e-mail about one story, sent at once to confirmed subscribers who asked for more than
        the Friday digest (daily or instant) and follow the story&rsquo;s topic. Nobody gets more than{' '}
        {BREAKING_ALERTS_PER_MONTH} a month: anyone who had them is skipped, and the answer says how many.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div>
          <h2 className="text-lg font-bold">Latest alerts</h2>
          {alerts.length === 0 ? (
            <p className="mt-4 rounded-xl border border-border bg-surface p-4 text-muted">No alerts yet.</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-3">
              {alerts.map((alert) => (
                <li key={alert.id} className="rounded-xl border border-border bg-surface p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-bold">{alert.subject}</h3>
                    <Badge tone={statusTone(alert.status)}>{alert.status}</Badge>
                  </div>
                  <p className="mt-1 text-sm text-muted">
                    {formatTimeAgo(alert.scheduledFor, new Date(now))}: {alert.sent} sent, {alert.waiting}{' '}
                    waiting, {alert.failed} failed, {alert.skipped} skipped (monthly limit)
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
        <Form
          method="post"
          className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5"
          noValidate
        >
          <h2 className="text-lg font-bold">Start an alert</h2>
          <SelectField
            label="Story"
            name="articleId"
            required
            defaultValue={values?.articleId ?? ''}
            errors={errors?.articleId}
            hint="Published in the last three days."
          >
            <option value="">Choose a story</option>
            {stories.map((story) => (
              <option key={story.id} value={story.id}>
                {story.title}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Subject"
            name="subject"
            required
            maxLength={ALERT_SUBJECT_MAX}
            defaultValue={values?.subject}
            errors={errors?.subject}
          />
          <TextAreaField
            label="Text"
            name="text"
            required
            maxLength={ALERT_TEXT_MAX}
            defaultValue={values?.text}
            errors={errors?.text}
            hint="What happened, in a few sentences; the story's link follows it."
          />
          <button type="submit" className={buttonClass()} disabled={busy}>
            {busy ? 'Starting…' : 'Send alert'}
          </button>
        </Form>
      </div>
      <Toast toast={actionData?.toast} />
    </section>
  );
}
