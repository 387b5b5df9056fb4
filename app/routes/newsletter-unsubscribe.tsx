import { data, Form } from 'react-router';
import { appServices } from '~/app-context.server';
import { BrokenLinkPage, NewsletterLinkPage } from '~/components/newsletter/newsletter-link-page';
import { buttonClass } from '~/components/ui/button-link';
import { changePreferences, readPreferences } from '~/domain/newsletter/preferences.server';
import type { Route } from './+types/newsletter-unsubscribe';
import { linkFailed, linkProblem, linkToken, personalPage } from './shared/newsletter-link';
import { PageLink } from '~/components/page-link';
import { unlistedPageMeta } from './shared/seo';

export const meta: Route.MetaFunction = ({ matches }) => unlistedPageMeta('Unsubscribe', matches);

export const headers = () => personalPage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkToken(request);
  const found = await readPreferences(context.get(appServices), token);
  return data(
    found.ok
      ? {
          token,
          email: found.preferences.email,
          gone: found.preferences.status === 'unsubscribed',
          problem: undefined,
        }
      : { token, email: '', gone: false, problem: linkProblem[found.reason] },
    { status: found.ok ? 200 : 400, headers: personalPage },
  );
}

/**
 * Unsubscribes with the link's token: from this page's button, and from mail apps' one-click Unsubscribe
 * (RFC 8058: a POST of `List-Unsubscribe=One-Click` to the link itself, without any session or cookie).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = linkToken(request, await request.formData());
  const result = await changePreferences(context.get(appServices), token, { intent: 'unsubscribe' });
  if (!result.ok) return linkFailed(result.reason, {});
  return data({ done: true as const, problem: undefined }, { headers: personalPage });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const problem = actionData?.problem ?? loaderData.problem;
  if (problem) return <BrokenLinkPage problem={problem} />;
  if (actionData?.done || loaderData.gone)
    return (
      <NewsletterLinkPage title="You're unsubscribed">
        <p role="status">
          {loaderData.email} gets no more newsletters from us. Changed your mind?{' '}
          <PageLink to="/newsletter" className="underline">
            Sign up again
          </PageLink>{' '}
          any time.
        </p>
      </NewsletterLinkPage>
    );
  return (
    <NewsletterLinkPage title="Unsubscribe">
      <p>Stop every newsletter to {loaderData.email}?</p>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" className={buttonClass()}>
          Unsubscribe
        </button>
        <PageLink
          to={`/newsletter/preferences?token=${encodeURIComponent(loaderData.token)}`}
          className={buttonClass('secondary')}
        >
          Change preferences instead
        </PageLink>
      </Form>
    </NewsletterLinkPage>
  );
}
