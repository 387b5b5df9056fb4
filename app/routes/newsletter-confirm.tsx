import { data, Form } from 'react-router';
import { appServices } from '~/app-context.server';
import { NewsletterLinkPage } from '~/components/newsletter/newsletter-link-page';
import { buttonClass } from '~/components/ui/button-link';
import { checkConfirmation, confirmSubscription } from '~/domain/newsletter/opt-in.server';
import type { Route } from './+types/newsletter-confirm';
import { linkFailed, linkProblem, linkToken, personalPage } from './shared/newsletter-link';
import { PageLink } from '~/components/page-link';
import { unlistedPageMeta } from './shared/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  unlistedPageMeta('Confirm your subscription', matches);

export const headers = () => personalPage;

// Opening the link only shows a button: mail scanners follow links, and must not subscribe anyone.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkToken(request);
  const state = await checkConfirmation(context.get(appServices), token);
  return data(
    state.ok
      ? { token, email: state.email, confirmed: state.confirmed, problem: undefined }
      : { token, email: '', confirmed: false, problem: linkProblem[state.reason] },
    { status: state.ok ? 200 : 400, headers: personalPage },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = linkToken(request, await request.formData());
  const result = await confirmSubscription(context.get(appServices), token);
  if (!result.ok) return linkFailed(result.reason, { manageUrl: '' });
  return data(
    { done: true as const, problem: undefined, manageUrl: result.manageUrl },
    { headers: personalPage },
  );
}

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const problem = actionData?.problem ?? loaderData.problem;
  if (actionData?.done || (loaderData.confirmed && !problem))
    return (
      <NewsletterLinkPage title="You're subscribed">
        <p role="status">
          {loaderData.email || 'Your address'} gets the digest every Friday. Your welcome e-mail with the
          festival guide is on its way.
        </p>
        {actionData?.manageUrl ? (
          <p className="mt-4">
            <a href={actionData.manageUrl} className="underline">
              Choose your topics
            </a>
          </p>
        ) : null}
      </NewsletterLinkPage>
    );
  if (problem)
    return (
      <NewsletterLinkPage title="This link does not work">
        <p role="alert">{problem}</p>
        <PageLink to="/newsletter" className={`${buttonClass()} mt-4`}>
          Sign up again
        </PageLink>
      </NewsletterLinkPage>
    );
  return (
    <NewsletterLinkPage title="Confirm your subscription">
      <p>Start the Friday digest for {loaderData.email}?</p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" className={buttonClass()}>
          Confirm my subscription
        </button>
      </Form>
    </NewsletterLinkPage>
  );
}
