import { data, Form } from 'react-router';
import { appServices } from '~/app-context.server';
import { BrokenLinkPage, NewsletterLinkPage } from '~/components/newsletter/newsletter-link-page';
import { buttonClass } from '~/components/ui/button-link';
import { checkFollowConfirmation, confirmFollow } from '~/domain/newsletter/follows/follow-links.server';
import type { Route } from './+types/follow-confirm';
import { linkFailed, linkProblem, linkToken, personalPage } from './shared/newsletter-link';
import { PageLink } from '~/components/page-link';
import { unlistedPageMeta } from './shared/seo';

export const meta: Route.MetaFunction = ({ matches }) => unlistedPageMeta('Confirm a follow', matches);

export const headers = () => personalPage;

// Opening the link only shows a button: mail scanners follow links, and must not follow anything for anyone.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkToken(request);
  const state = await checkFollowConfirmation(context.get(appServices), token);
  return data(
    state.ok
      ? {
          token,
          email: state.email,
          entity: state.entity,
          slug: state.slug,
          active: state.active,
          subscribes: state.subscribes,
          problem: undefined,
        }
      : {
          token,
          email: '',
          entity: '',
          slug: '',
          active: false,
          subscribes: false,
          problem: linkProblem[state.reason],
        },
    { status: state.ok ? 200 : 400, headers: personalPage },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = linkToken(request, await request.formData());
  const result = await confirmFollow(context.get(appServices), token);
  if (!result.ok) return linkFailed(result.reason, {});
  return data({ done: true as const, problem: undefined }, { headers: personalPage });
}

export default function ConfirmFollow({ loaderData, actionData }: Route.ComponentProps) {
  const problem = actionData?.problem ?? loaderData.problem;
  if (problem) return <BrokenLinkPage problem={problem} />;
  if (actionData?.done || loaderData.active)
    return (
      <NewsletterLinkPage title={`You follow ${loaderData.entity}`}>
        <p role="status">
          We will e-mail {loaderData.email} when there is news about{' '}
          <PageLink to={`/tags/${loaderData.slug}`} className="underline">
            {loaderData.entity}
          </PageLink>
          , one e-mail a day at most. Every alert has a link to unfollow.
        </p>
      </NewsletterLinkPage>
    );
  return (
    <NewsletterLinkPage title={`Follow ${loaderData.entity}`}>
      <p>
        Send {loaderData.email} an e-mail when there is news about {loaderData.entity}?
        {loaderData.subscribes
          ? ' Confirming also subscribes this address to the Friday digest; you can change that in your preferences.'
          : ''}
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" className={buttonClass()}>
          Confirm and follow
        </button>
      </Form>
    </NewsletterLinkPage>
  );
}
