import { data } from 'react-router';
import { appServices } from '~/app-context.server';
import { BrokenLinkPage, NewsletterLinkPage } from '~/components/newsletter/newsletter-link-page';
import { NewsletterTopics } from '~/components/newsletter/newsletter-topics';
import { PendingSubmitButton } from '~/components/pending-submit-button';
import { buttonClass } from '~/components/ui/button-link';
import {
  listFollowed,
  unfollowChange,
  unfollowFromPreferences,
} from '~/domain/newsletter/follows/followed-list.server';
import { changePreferences, preferenceChange, readPreferences } from '~/domain/newsletter/preferences.server';
import { formatLongDate } from '~/lib/format';
import type { Route } from './+types/newsletter-preferences';
import { FollowedList } from '~/components/newsletter/followed-list';
import { linkProblem, linkToken, personalPage } from './shared/newsletter-link';
import { unlistedPageMeta } from './shared/seo';

export const meta: Route.MetaFunction = ({ matches }) => unlistedPageMeta('Newsletter preferences', matches);

export const headers = () => personalPage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkToken(request);
  const services = context.get(appServices);
  const found = await readPreferences(services, token);
  const followed = found.ok ? await listFollowed(services, token) : undefined;
  return data(
    found.ok
      ? {
          token,
          preferences: found.preferences,
          follows: followed?.ok ? followed.follows : [],
          problem: undefined,
        }
      : { token, preferences: undefined, follows: [], problem: linkProblem[found.reason] },
    { status: found.ok ? 200 : 400, headers: personalPage },
  );
}

const frequencies = [
  { id: 'weekly', label: 'The Friday digest only' },
  { id: 'daily', label: 'A daily round-up of what I follow, and the Friday digest' },
  { id: 'instant', label: 'Alerts as they happen, and the Friday digest' },
] as const;

const saved = {
  save: 'Your preferences are saved.',
  pause: 'Paused. Nothing comes until the date below.',
  resume: 'Resumed: the next digest comes on Friday.',
  unsubscribe: 'You are unsubscribed: nothing more will come.',
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = linkToken(request, form);
  if (form.get('intent') === 'unfollow') return unfollowAction(context, token, form);
  const parsed = preferenceChange.safeParse({
    intent: form.get('intent'),
    topics: form.getAll('topics').map(String),
    frequency: form.get('frequency'),
    weeks: form.get('weeks'),
  });
  if (!parsed.success)
    return data(
      { message: parsed.error.issues[0]?.message ?? 'Please check the form.', ok: false },
      { status: 400, headers: personalPage },
    );
  const result = await changePreferences(context.get(appServices), token, parsed.data);
  if (!result.ok)
    return data({ message: linkProblem[result.reason], ok: false }, { status: 400, headers: personalPage });
  return data({ message: saved[parsed.data.intent], ok: true }, { headers: personalPage });
}

/** The follows section's Unfollow buttons: one follow of this subscriber's, by its id. */
async function unfollowAction(context: Route.ActionArgs['context'], token: string, form: FormData) {
  const parsed = unfollowChange.safeParse({ intent: 'unfollow', follow: form.get('follow') });
  if (!parsed.success)
    return data(
      { message: parsed.error.issues[0]?.message ?? 'Please check the form.', ok: false },
      { status: 400, headers: personalPage },
    );
  const result = await unfollowFromPreferences(context.get(appServices), token, parsed.data.follow);
  if (!result.ok)
    return data({ message: linkProblem[result.reason], ok: false }, { status: 400, headers: personalPage });
  const message = result.name ? `You no longer follow ${result.name}.` : 'You no longer follow that.';
  return data({ message, ok: true }, { headers: personalPage });
}

export default function Preferences({ loaderData, actionData }: Route.ComponentProps) {
  const { preferences, token, follows } = loaderData;
  if (!preferences) return <BrokenLinkPage problem={loaderData.problem ?? linkProblem.invalid} />;
  const paused = preferences.pausedUntil && new Date(preferences.pausedUntil) > new Date();
  return (
    <NewsletterLinkPage title="Newsletter preferences">
      <p className="text-muted">For {preferences.email}</p>
      {actionData ? (
        <p role={actionData.ok ? 'status' : 'alert'} className={`mt-4 ${actionData.ok ? '' : 'text-danger'}`}>
          {actionData.message}
        </p>
      ) : null}
      {preferences.status === 'unsubscribed' ? (
        <p className="mt-4">
          This address is unsubscribed.{' '}
          <a href="/newsletter" className="underline">
            Sign up again
          </a>{' '}
          to get the digest.
        </p>
      ) : (
        <>
          {/* Plain forms, posted to this address (its token) by the browser: the page has no router. */}
          <form method="post" className="mt-6 flex flex-col gap-5">
            <input type="hidden" name="token" value={token} />
            <NewsletterTopics legend="Topics" checked={preferences.topics} />
            <fieldset>
              <legend className="text-sm font-semibold">How often</legend>
              <div className="mt-2 flex flex-col gap-2">
                {frequencies.map((frequency) => (
                  <label
                    key={frequency.id}
                    className="flex min-h-11 items-center gap-3 rounded-xl border border-border px-3"
                  >
                    <input
                      type="radio"
                      name="frequency"
                      value={frequency.id}
                      defaultChecked={preferences.frequency === frequency.id}
                    />
                    {frequency.label}
                  </label>
                ))}
              </div>
            </fieldset>
            <PendingSubmitButton
              label="Save preferences"
              pendingLabel="Saving…"
              name="intent"
              value="save"
              className={`${buttonClass()} w-full`}
            />
          </form>
          <FollowedList token={token} follows={follows} />
          <form method="post" className="mt-8 flex flex-wrap items-end gap-3 border-t border-border pt-6">
            <input type="hidden" name="token" value={token} />
            {paused ? (
              <>
                <p className="w-full">Paused until {formatLongDate(preferences.pausedUntil!)}.</p>
                <button type="submit" name="intent" value="resume" className={buttonClass('secondary')}>
                  Resume now
                </button>
              </>
            ) : (
              <>
                <label className="flex flex-col gap-1.5 text-sm font-semibold">
                  Pause for
                  <select
                    name="weeks"
                    defaultValue="2"
                    className="min-h-11 rounded-xl border border-border bg-surface px-3"
                  >
                    <option value="1">1 week</option>
                    <option value="2">2 weeks</option>
                    <option value="4">4 weeks</option>
                    <option value="8">8 weeks</option>
                  </select>
                </label>
                <button type="submit" name="intent" value="pause" className={buttonClass('secondary')}>
                  Pause
                </button>
              </>
            )}
            <button
              type="submit"
              name="intent"
              value="unsubscribe"
              className={`${buttonClass('secondary')} ml-auto`}
            >
              Unsubscribe
            </button>
          </form>
        </>
      )}
    </NewsletterLinkPage>
  );
}
