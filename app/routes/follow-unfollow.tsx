import { data, Form } from 'react-router';
import { appServices } from '~/app-context.server';
import { BrokenLinkPage, NewsletterLinkPage } from '~/components/newsletter/newsletter-link-page';
import { buttonClass } from '~/components/ui/button-link';
import { readUnfollowLink, unfollowByLink } from '~/domain/newsletter/follows/follow-links.server';
import type { Route } from './+types/follow-unfollow';
import { linkFailed, linkProblem, linkToken, personalPage } from './shared/newsletter-link';
import { unlistedPageMeta } from './shared/seo';

export const meta: Route.MetaFunction = ({ matches }) => unlistedPageMeta('Unfollow', matches);

export const headers = () => personalPage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkToken(request);
  const found = await readUnfollowLink(context.get(appServices), token);
  return data(
    found.ok
      ? { token, following: found.following, problem: undefined }
      : { token, following: [], problem: linkProblem[found.reason] },
    { status: found.ok ? 200 : 400, headers: personalPage },
  );
}

/**
 * Unfollows with the link's token: from this page's button, and from mail apps' one-click Unsubscribe
 * (RFC 8058: a POST of `List-Unsubscribe=One-Click` to the link itself, without any session or cookie).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = linkToken(request, await request.formData());
  const result = await unfollowByLink(context.get(appServices), token);
  if (!result.ok) return linkFailed(result.reason, { stopped: [] });
  return data(
    { done: true as const, problem: undefined, stopped: result.stopped },
    { headers: personalPage },
  );
}

export default function Unfollow({ loaderData, actionData }: Route.ComponentProps) {
  const problem = actionData?.problem ?? loaderData.problem;
  if (problem) return <BrokenLinkPage problem={problem} />;
  const names = (actionData?.done ? actionData.stopped : loaderData.following).join(', ');
  if (actionData?.done || loaderData.following.length === 0)
    return (
      <NewsletterLinkPage title="Unfollowed">
        <p role="status">
          {names ? `You no longer follow ${names}.` : 'You no longer follow this.'} No more alerts about it
          will come; the Friday digest is not affected.
        </p>
      </NewsletterLinkPage>
    );
  return (
    <NewsletterLinkPage title="Unfollow">
      <p>Stop the alerts about {names}?</p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" className={buttonClass()}>
          Unfollow
        </button>
      </Form>
    </NewsletterLinkPage>
  );
}
