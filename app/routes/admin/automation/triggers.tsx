import { Link } from 'react-router';
import { z } from 'zod';
import { ScheduleList } from '~/components/desk/schedule-list';
import { SyndicationSummary } from '~/components/desk/syndication-summary';
import { TriggerCards } from '~/components/desk/trigger-cards';
import { channelResults, listChannels } from '~/domain/syndication/channels.server';
import { requireStaff } from '~/domain/auth/staff.server';
import { readSchedules } from '~/jobs/schedules.server';
import { manualTriggers, triggerIds, triggerRun, triggerStates } from '~/jobs/triggers.server';
import { parseForm } from '~/lib/form-data';
import { deskDone, deskFailed } from '../shared/desk-answer';
import type { Route } from './+types/triggers';

export const meta: Route.MetaFunction = () => [{ title: 'Manual Triggers · Desk' }];

export async function loader(args: Route.LoaderArgs) {
  const { staff, services } = await requireStaff(args);
  const now = new Date();
  const [triggers, schedules, channels, results] = await Promise.all([
    triggerStates(services.db),
    services.jobs ? readSchedules(services.jobs.boss, now) : null,
    listChannels(services.db),
    channelResults(services.db),
  ]);
  const empty = { posted: 0, failed: 0, waiting: 0, lastPostedAt: null, lastError: null };
  return {
    now: now.toISOString(),
    triggers,
    schedules,
    isAdmin: staff.role === 'admin',
    channels: channels.map((channel) => ({
      id: channel.id,
      name: channel.name,
      kind: channel.kind,
      isActive: channel.isActive,
      results: results.get(channel.id) ?? empty,
    })),
  };
}

const triggerForm = z.object({ trigger: z.enum(triggerIds, 'Choose one of the automations on this page.') });

export async function action(args: Route.ActionArgs) {
  const { staff, services } = await requireStaff(args);
  const form = parseForm(triggerForm, await args.request.formData());
  if (!form.ok) return deskFailed('trigger automation', form.fieldErrors.trigger?.[0], 400, form);
  const trigger = manualTriggers.find((candidate) => candidate.id === form.data.trigger)!;
  const result = await triggerRun(services, trigger, { id: staff.id, email: staff.email });
  if (!result.ok) return deskFailed(`trigger ${trigger.id}`, result.reason, 409);
  return deskDone('Automation triggered', `${trigger.title} has been started successfully.`);
}

export default function Triggers({ loaderData, actionData }: Route.ComponentProps) {
  const { now, triggers, schedules, channels, isAdmin } = loaderData;
  return (
    <div className="space-y-10">
      <div>
        <h1 className="text-2xl font-bold">Manual Triggers</h1>
        <p className="mt-2 max-w-3xl text-muted">
          Each trigger sends the same job its schedule sends. One run of each at a time: while a run waits or
          works, its button reads Processing... and a second trigger is refused. Every run is logged on the{' '}
          <Link to="/admin" className="underline">
            dashboard
          </Link>
          .
        </p>
      </div>
      <TriggerCards triggers={triggers} answer={actionData} />
      <section aria-labelledby="schedules-heading">
        <h2 id="schedules-heading" className="text-lg font-semibold">
          Schedules
        </h2>
        <p className="mt-1 text-sm text-muted">As pg-boss holds them, with each one&apos;s next run.</p>
        <div className="mt-3">
          <ScheduleList schedules={schedules} now={now} />
        </div>
      </section>
      <SyndicationSummary channels={channels} isAdmin={isAdmin} />
    </div>
  );
}
