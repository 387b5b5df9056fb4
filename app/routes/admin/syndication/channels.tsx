import { Form, useFetcher } from 'react-router';
import { z } from 'zod';
import { Toast } from '~/components/desk/toast';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button-link';
import { requireStaff } from '~/domain/auth/staff.server';
import { channelCategories, channelSchema } from '~/domain/syndication/channel-form';
import {
  channelResults,
  createChannel,
  deleteChannel,
  listChannels,
  setChannelActive,
} from '~/domain/syndication/channels.server';
import { channelKey } from '~/domain/syndication/secret-box.server';
import { parseForm } from '~/lib/form-data';
import { formatTimeAgo } from '~/lib/format';
import { deskDone, deskFailed } from '../shared/desk-answer';
import type { Route } from './+types/channels';
import { AddChannelForm, refusedChannel } from './add-channel-form';

export const meta: Route.MetaFunction = () => [{ title: 'Channels · Desk' }];

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args, 'admin');
  const [channels, results] = await Promise.all([listChannels(services.db), channelResults(services.db)]);
  return {
    channels: channels.map((channel) => ({
      ...channel,
      results: results.get(channel.id) ?? {
        posted: 0,
        failed: 0,
        waiting: 0,
        lastPostedAt: null,
        lastError: null,
      },
    })),
    now: new Date().toISOString(),
  };
}

const idField = z.object({ id: z.uuid() });

export async function action(args: Route.ActionArgs) {
  const { staff, services } = await requireStaff(args, 'admin');
  const actor = { id: staff.id, email: staff.email };
  const form = await args.request.formData();
  const intent = form.get('intent');
  if (intent === 'create') {
    const parsed = parseForm(channelSchema, form);
    const categories = channelCategories.safeParse(form.getAll('categories'));
    if (!parsed.ok) return refusedChannel(form, 'check the highlighted fields', parsed.fieldErrors);
    if (!categories.success) return refusedChannel(form, 'unknown category');
    const channel = await createChannel(
      services.db,
      channelKey(services.config),
      { ...parsed.data, categories: categories.data },
      actor,
    );
    return deskDone('Channel added', `“${channel.name}” gets every article published from now on.`);
  }
  const id = idField.safeParse({ id: form.get('id') });
  if (!id.success) return deskFailed('change channel', 'no such channel', 400);
  if (intent === 'toggle') {
    const active = form.get('active') === 'true';
    if (!(await setChannelActive(services.db, actor, id.data.id, active)))
      return deskFailed('update channel', 'no such channel', 404);
    return deskDone('Channel updated', active ? 'It posts again.' : 'Nothing more is posted to it.');
  }
  if (intent === 'delete') {
    if (form.get('confirm') !== 'yes') return deskFailed('delete channel', 'tick the box to confirm', 400);
    if (!(await deleteChannel(services.db, actor, id.data.id)))
      return deskFailed('delete channel', 'no such channel', 404);
    return deskDone('Channel deleted');
  }
  return deskFailed('change channel', 'unknown action', 400);
}

const kindLabels = { mastodon: 'Mastodon', bluesky: 'Bluesky', webhook: 'Webhook' } as const;

export default function Channels({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-2xl font-bold">Channels</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Every article published from now on is posted once to each active channel whose limits it meets: a
        Mastodon or Bluesky account, or a webhook (a signed JSON POST). Secrets are stored encrypted and never
        shown again. Channels are for admins only.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
          <h2 className="text-lg font-bold">
            Channels <span className="text-muted">({loaderData.channels.length})</span>
          </h2>
          {loaderData.channels.length === 0 ? (
            <p className="mt-4 rounded-xl border border-border bg-surface p-4 text-muted">No channels yet.</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-3">
              {loaderData.channels.map((channel) => (
                <ChannelCard key={channel.id} channel={channel} now={loaderData.now} />
              ))}
            </ul>
          )}
        </div>
        <AddChannelForm answer={actionData?.ok === false ? actionData : undefined} />
      </div>
      <Toast toast={actionData?.toast} />
    </section>
  );
}

type ChannelRow = Route.ComponentProps['loaderData']['channels'][number];

function ChannelCard({ channel, now }: { channel: ChannelRow; now: string }) {
  const toggle = useFetcher();
  const active = toggle.formData ? toggle.formData.get('active') === 'true' : channel.isActive;
  const { results } = channel;
  return (
    <li className="rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-bold">{channel.name}</h3>
        <Badge tone="neutral">{kindLabels[channel.kind]}</Badge>
        <Badge tone={active ? 'accent' : 'neutral'}>{active ? 'Active' : 'Off'}</Badge>
      </div>
      <p className="mt-1 text-sm break-all text-muted">
        {channel.endpoint}
        {channel.handle ? ` · ${channel.handle}` : ''}
      </p>
      <p className="mt-1 text-sm text-muted">
        {channel.categories.length > 0
          ? `Categories: ${channel.categories.join(', ')}. `
          : 'Every category. '}
        {channel.tags.length > 0 ? `Tags: ${channel.tags.join(', ')}.` : ''}
      </p>
      <p className="mt-2 text-sm">
        {results.posted} posted
        {results.lastPostedAt ? ` (last ${formatTimeAgo(results.lastPostedAt, new Date(now))})` : ''},{' '}
        {results.waiting} waiting, {results.failed} failed
      </p>
      {results.lastError ? <p className="mt-1 text-sm text-danger">Last error: {results.lastError}</p> : null}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <toggle.Form method="post">
          <input type="hidden" name="intent" value="toggle" />
          <input type="hidden" name="id" value={channel.id} />
          <input type="hidden" name="active" value={String(!active)} />
          <button type="submit" className={buttonClass('secondary')}>
            {active ? 'Turn off' : 'Turn on'}
          </button>
        </toggle.Form>
        <Form method="post" className="flex items-center gap-2">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={channel.id} />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="confirm" value="yes" required />
            Sure
          </label>
          <button type="submit" className={buttonClass('secondary')}>
            Delete
          </button>
        </Form>
      </div>
    </li>
  );
}
