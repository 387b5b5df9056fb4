import { data } from 'react-router';
import { appServices, requestInfo } from '~/app-context.server';
import { FollowForm } from '~/components/follow-form';
import { NewsletterLinkPage } from '~/components/newsletter-link-page';
import { parseFollow } from '~/domain/newsletter/follows/follow-form';
import { follow } from '~/domain/newsletter/follows/follows.server';
import type { Route } from './+types/follow';
import { privatePage } from './shared/cache-headers';
import type { FormAnswer } from './shared/public-form.server';
import { PageLink } from '~/components/page-link';

export const meta: Route.MetaFunction = () => [{ title: 'Follow' }, { name: 'robots', content: 'noindex' }];

export const headers = () => privatePage;

const messages = {
  invalid: 'Please enter a valid e-mail address.',
  unknown_target: 'There is nothing to follow here any more.',
  rate_limited: 'Too many requests from your network. Please try again later.',
} as const;

/**
 * The Follow button's action (every Follow form posts here): the form's checks (400), the sign-up's limits
 * (429), then the double opt-in. A robot that fills the hidden field is answered as if it worked.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = await request.formData();
  if (String(fields.get('website') ?? '') !== '') return data<FormAnswer>({ ok: true });
  const parsed = parseFollow(fields);
  if (!parsed.ok) {
    const message = parsed.fieldErrors.email ? messages.invalid : messages.unknown_target;
    return data<FormAnswer>(
      { ok: false, fieldErrors: parsed.fieldErrors, values: parsed.values, message },
      { status: 400 },
    );
  }
  const result = await follow(context.get(appServices), parsed.data, context.get(requestInfo).clientIp);
  if (!result.ok)
    return data<FormAnswer>(
      {
        ok: false,
        fieldErrors: {},
        values: { email: parsed.data.email, target: String(fields.get('target')) },
        message: messages[result.reason],
      },
      { status: result.reason === 'rate_limited' ? 429 : 404 },
    );
  return data<FormAnswer>({ ok: true });
}

/** Where a Follow form lands without scripts: its answer, and the form again after a refusal. */
export default function Follow({ actionData }: Route.ComponentProps) {
  const target = actionData && !actionData.ok ? actionData.values.target : undefined;
  return (
    <NewsletterLinkPage title="Follow">
      {actionData ? (
        <FollowForm id="follow" title="Follow" choices={target ? [{ value: target, name: 'Follow' }] : []} />
      ) : (
        <p>
          Use the Follow button on an artist, label, festival or brand page, or on a{' '}
          <PageLink to="/releases" className="underline">
            release
          </PageLink>
          .
        </p>
      )}
    </NewsletterLinkPage>
  );
}
