import { Form, Link } from 'react-router';
import { FediverseReplies } from '~/components/desk/fediverse-replies';
import { Toast } from '~/components/desk/toast';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button-link';
import { requireStaff } from '~/domain/auth/staff.server';
import { IDENTIFIER_PATTERN } from '~/domain/fediverse/actor-names';
import { actorFollowers, deskFediverse } from '~/domain/fediverse/desk-fediverse.server';
import type { Route } from './+types/fediverse';
import { fediverseAction } from './fediverse-action.server';

export const meta: Route.MetaFunction = () => [{ title: 'Fediverse · Desk' }];

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args, 'editor');
  const host = new URL(services.config.SITE_URL).host;
  // `?followers=amelie-lens` lists that actor's followers below its row.
  const asked = new URL(args.request.url).searchParams.get('followers') ?? '';
  const shown = IDENTIFIER_PATTERN.test(asked) ? asked : null;
  const followers = shown ? await actorFollowers(services.db, shown) : [];
  return { host, shown, followers, ...(await deskFediverse(services.db, services.config.SITE_NAME)) };
}

export async function action(args: Route.ActionArgs) {
  const { services, staff } = await requireStaff(args, 'editor');
  return fediverseAction(services, staff, await args.request.formData());
}

type Data = Route.ComponentProps['loaderData'];

export default function Fediverse({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="flex flex-col gap-10">
      <div>
        <h1 className="text-2xl font-bold">Fediverse</h1>
        <p className="mt-2 max-w-2xl text-muted">
          Mastodon users can follow the site, its sections and every artist, label, festival, venue and brand
          it writes about. Each published article goes to the followers of its actors; nothing is sent while
          an actor has no followers.
        </p>
      </div>
      <Actors data={loaderData} />
      <Replies data={loaderData} />
      <Deliveries data={loaderData} />
      <Blocks data={loaderData} />
      <Toast toast={actionData?.toast} />
    </section>
  );
}

function Actors({ data }: { data: Data }) {
  return (
    <section aria-labelledby="actors">
      <h2 id="actors" className="text-lg font-bold">
        Actors
      </h2>
      <table className="mt-3 w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col">Handle</th>
            <th scope="col">Name</th>
            <th scope="col">Followers</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {data.actors.map((actor) => (
            <tr key={actor.identifier} className="border-t border-border">
              <td className="py-2 font-mono">
                @{actor.identifier}@{data.host}
              </td>
              <td>{actor.name}</td>
              <td>
                {actor.followers > 0 ? (
                  <a className="underline" href={`?followers=${actor.identifier}#followers`}>
                    {actor.followers}
                    <span className="sr-only"> followers of @{actor.identifier}</span>
                  </a>
                ) : (
                  0
                )}
              </td>
              <td>
                <Form method="post" className="flex items-center gap-2">
                  <input type="hidden" name="intent" value="switch" />
                  <input type="hidden" name="identifier" value={actor.identifier} />
                  <input type="hidden" name="disabled" value={String(!actor.disabled)} />
                  <Badge tone={actor.disabled ? 'neutral' : 'accent'}>{actor.disabled ? 'Off' : 'On'}</Badge>
                  <button type="submit" className={buttonClass('secondary')}>
                    {actor.disabled ? 'Switch on' : 'Switch off'}
                    <span className="sr-only"> @{actor.identifier}</span>
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.shown ? (
        <div id="followers" className="mt-4">
          <h3 className="font-bold">Followers of @{data.shown}</h3>
          <ul className="mt-2 text-sm">
            {data.followers.map((follower) => (
              <li key={follower.id} className="break-all">
                {follower.followerHandle ?? follower.followerId}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function Replies({ data }: { data: Data }) {
  return (
    <section aria-labelledby="replies">
      <h2 id="replies" className="text-lg font-bold">
        Replies and mentions
      </h2>
      <p className="mt-1 text-sm text-muted">
        The newest; the <Link to="/admin/inbox/fediverse">inbox</Link> keeps them all beside tips.
      </p>
      <FediverseReplies items={data.inbox} empty="None yet." />
    </section>
  );
}

function Deliveries({ data }: { data: Data }) {
  return (
    <section aria-labelledby="deliveries">
      <h2 id="deliveries" className="text-lg font-bold">
        Deliveries
      </h2>
      {data.deliveries.length === 0 ? (
        <p className="mt-3 text-muted">Nothing sent yet.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">Activity</th>
              <th scope="col">As</th>
              <th scope="col">Inbox</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {data.deliveries.map((row) => (
              <tr key={row.id} className="border-t border-border">
                <td className="py-2">{row.activityType}</td>
                <td>@{row.signer}</td>
                <td className="break-all">{row.inbox}</td>
                <td>
                  {row.status}
                  {row.attempts > 1 ? ` after ${row.attempts} tries` : ''}
                  {row.status !== 'sent' && row.lastError ? ` (${row.lastError})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Blocks({ data }: { data: Data }) {
  return (
    <section aria-labelledby="blocks">
      <h2 id="blocks" className="text-lg font-bold">
        Blocks
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {data.blocks.map((block) => (
          <li key={block.id} className="flex items-center gap-3">
            <Badge tone="neutral">{block.kind}</Badge>
            <span className="break-all">{block.value}</span>
            <Form method="post">
              <input type="hidden" name="intent" value="unblock" />
              <input type="hidden" name="id" value={block.id} />
              <button type="submit" className={buttonClass('secondary')}>
                Unblock<span className="sr-only"> {block.value}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="block" />
        <label className="flex flex-col text-sm">
          What
          <select name="kind" className="min-h-9 rounded border border-border bg-surface px-2">
            <option value="instance">An instance (host)</option>
            <option value="actor">An actor (URL)</option>
          </select>
        </label>
        <label className="flex flex-col text-sm">
          Host or URL
          <input name="value" required className="min-h-9 rounded border border-border bg-surface px-2" />
        </label>
        <button type="submit" className={buttonClass()}>
          Block
        </button>
      </Form>
    </section>
  );
}
