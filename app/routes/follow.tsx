import { data } from 'react-router';
import { appServices, requestInfo } from '~/app-context.server';
import { FollowForm } from '~/components/newsletter/follow-form';
import { NewsletterLinkPage } from '~/components/newsletter/newsletter-link-page';
import { describeFollowTarget, type FollowContext } from '~/domain/newsletter/follows/follow-context.server';
import { parseFollow, parseFollowTarget } from '~/domain/newsletter/follows/follow-form';
import { follow } from '~/domain/newsletter/follows/follows.server';
import { clientSender } from '~/domain/rate-limits/rate-limit.server';
import type { Route } from './+types/follow';
import { privatePage } from './shared/cache-headers';
import type { FormAnswer } from './shared/public-form.server';
import { PageLink } from '~/components/page-link';
import { unlistedPageMeta } from './shared/seo';

export const meta: Route.MetaFunction = ({ matches }) => unlistedPageMeta('Follow', matches);

export const headers = () => privatePage;

const messages = {
  invalid: 'Please enter a valid e-mail address.',
  unknown_target: 'There is nothing to follow here any more.',
  rate_limited: 'Too many requests from your network. Please try again later.',
} as const;

/**
 * The answer, with what the form was about (`following`): a form sent without scripts lands on /follow, which
 * says what was being followed and links back to the page it came from. Islands read only `FormAnswer`.
 */
type FollowAnswer = FormAnswer & { following?: FollowContext };

/**
 * The Follow button's action (every Follow form posts here): the form's checks (400), the sign-up's limits
 * (429), then the double opt-in. A robot that fills the hidden field is answered as if it worked.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServices);
  const fields = await request.formData();
  if (String(fields.get('website') ?? '') !== '') return data<FollowAnswer>({ ok: true });
  const target = String(fields.get('target') ?? '');
  const about = parseFollowTarget(target);
  const following = about && (await describeFollowTarget(services.db, about));
  const parsed = parseFollow(fields);
  if (!parsed.ok) {
    const message = parsed.fieldErrors.email ? messages.invalid : messages.unknown_target;
    return data<FollowAnswer>(
      { ok: false, fieldErrors: parsed.fieldErrors, values: parsed.values, message, following },
      { status: 400 },
    );
  }
  const result = await follow(
    services,
    parsed.data,
    clientSender(services.config, context.get(requestInfo).clientIp),
  );
  if (!result.ok)
    return data<FollowAnswer>(
      {
        ok: false,
        fieldErrors: {},
        values: { email: parsed.data.email, target },
        message: messages[result.reason],
        following: result.reason === 'unknown_target' ? undefined : following,
      },
      { status: result.reason === 'rate_limited' ? 429 : 404 },
    );
  // Followed: the one chosen, of the choices the form offered.
  const chosen = following && { ...following, choices: following.choices.filter((c) => c.value === target) };
  return data<FollowAnswer>({ ok: true, following: chosen });
}

/**
 * Where a Follow form lands without scripts: its answer, headed with what was being followed, the form again
 * after a refusal (the address kept), and the way back to the page it was on.
 */
export default function Follow({ actionData }: Route.ComponentProps) {
  const following = actionData?.following;
  if (!following)
    return (
      <NewsletterLinkPage title="Follow">
        {actionData && !actionData.ok ? <p role="alert">{actionData.message}</p> : null}
        <p className={actionData && !actionData.ok ? 'mt-3' : undefined}>
          Use the Follow button on an artist, label, festival or brand page, or on a{' '}
          <PageLink to="/releases" className="underline">
            release
          </PageLink>
          .
        </p>
      </NewsletterLinkPage>
    );
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <p className="mb-2 text-sm">
        <PageLink
          to={following.page.href}
          className="inline-flex min-h-11 items-center text-muted underline hover:text-text"
        >
          Back to {following.page.title}
        </PageLink>
      </p>
      <FollowForm
        id="follow"
        title={`Follow ${following.choices.map((choice) => choice.name).join(' or ')}`}
        choices={following.choices}
        pageHeading
      />
    </div>
  );
}
