import { data } from 'react-router';
import { z } from 'zod';
import { appServices } from '~/app-context.server';
import { Breadcrumb } from '~/components/breadcrumb';
import { NewsletterQuickSignup } from '~/components/newsletter/newsletter-quick-signup';
import { PageError } from '~/components/page-error';
import { Icon } from '~/components/ui/icon';
import { cutText } from '~/domain/newsletter/digest-edition';
import { editionJsonLd } from '~/domain/newsletter/edition-json-ld';
import { EDITION_SLUG, editionPath } from '~/domain/newsletter/edition-slug';
import { getPublicEdition } from '~/domain/newsletter/editions.server';
import { formatLongDate } from '~/lib/format';
import type { Route } from './+types/newsletter-edition';
import { publicPage } from './shared/cache-headers';
import { absoluteUrl, breadcrumbTrail, pageMeta } from './shared/seo';
import { PageLink } from '~/components/page-link';

const params = z.object({ slug: z.string().max(200).regex(EDITION_SLUG) });

/** An edition that went out, as a web page: the same featured text and stories as its e-mail. */
export async function loader({ request, params: raw, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const parsed = params.safeParse(raw);
  const edition = parsed.success ? await getPublicEdition(db, parsed.data.slug) : undefined;
  if (!edition) {
    // Unknown, or a draft not yet sent: neither is public.
    logger.warn({ path: new URL(request.url).pathname }, 'page not found: unknown or unsent edition');
    throw data(null, { status: 404 });
  }
  const canonical = absoluteUrl(config.SITE_URL, editionPath(edition.slug));
  const description = cutText(edition.featuredContent, 160);
  const stories = edition.stories.map((story) => ({
    ...story,
    path: story.available ? `/news/${story.slug}` : null,
  }));
  return {
    edition: { ...edition, stories },
    seo: {
      title: edition.subject,
      description,
      canonical,
      type: 'article' as const,
      breadcrumb: breadcrumbTrail(
        config.SITE_URL,
        [
          { label: 'Newsletter', href: '/newsletter' },
          { label: 'Editions', href: '/newsletter/editions' },
          { label: edition.subject },
        ],
        canonical,
      ),
      jsonLd: [
        editionJsonLd(
          {
            subject: edition.subject,
            description,
            date: edition.date.toISOString(),
            stories: stories.map((story) => ({
              title: story.title,
              url: story.path ? absoluteUrl(config.SITE_URL, story.path) : null,
            })),
          },
          { name: config.SITE_NAME, url: absoluteUrl(config.SITE_URL, '/') },
          canonical,
        ),
      ],
    },
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.error ? [{ title: 'Edition Not Found' }, { name: 'robots', content: 'noindex' }] : pageMeta(args);

export const headers = publicPage;

export default function NewsletterEdition({ loaderData }: Route.ComponentProps) {
  const { edition } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb
        items={[
          { label: 'Newsletter', href: '/newsletter' },
          { label: 'Editions', href: '/newsletter/editions' },
          { label: edition.subject },
        ]}
      />
      <article className="mt-6">
        <header>
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">The Friday digest</p>
          <h1 className="mt-2 text-3xl leading-tight font-extrabold sm:text-4xl">{edition.subject}</h1>
          <p className="mt-3 inline-flex items-center gap-1.5 text-muted">
            <Icon name="calendar" className="h-4 w-4" />
            <time dateTime={new Date(edition.date).toISOString()}>{formatLongDate(edition.date)}</time>
          </p>
        </header>
        <p className="mt-6 text-lg">{edition.featuredContent}</p>
        <section aria-labelledby="stories-title" className="mt-8">
          <h2 id="stories-title" className="text-xl font-bold">
            In this edition
          </h2>
          <ol className="mt-4 space-y-4">
            {edition.stories.map((story, index) => (
              <li key={story.slug} className="rounded-2xl border border-border bg-surface p-5">
                <p className="text-sm font-semibold text-muted">{index + 1}</p>
                <h3 className="mt-1 text-lg font-bold">
                  {story.path ? (
                    <PageLink to={story.path} className="hover:text-accent hover:underline">
                      {story.title}
                    </PageLink>
                  ) : (
                    story.title
                  )}
                </h3>
                <p className="mt-2 text-muted">{story.excerpt}</p>
                {story.path ? null : (
                  <p className="mt-2 text-sm text-muted">This story is no longer on the site.</p>
                )}
              </li>
            ))}
          </ol>
        </section>
      </article>

      <nav aria-label="Editions" className="mt-10 grid gap-3 sm:grid-cols-2">
        {edition.older ? (
          <PageLink
            to={editionPath(edition.older.slug)}
            rel="prev"
            className="rounded-2xl border border-border bg-surface p-4 hover:bg-surface-2"
          >
            <span className="text-sm text-muted">Previous edition</span>
            <span className="mt-1 block font-semibold">{edition.older.subject}</span>
          </PageLink>
        ) : (
          <span />
        )}
        {edition.newer ? (
          <PageLink
            to={editionPath(edition.newer.slug)}
            rel="next"
            className="rounded-2xl border border-border bg-surface p-4 text-right hover:bg-surface-2"
          >
            <span className="text-sm text-muted">Next edition</span>
            <span className="mt-1 block font-semibold">{edition.newer.subject}</span>
          </PageLink>
        ) : null}
      </nav>
      <PageLink
        to="/newsletter/editions"
        className="mt-6 inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent hover:underline"
      >
        <Icon name="arrowRight" className="h-4 w-4 rotate-180" />
        All editions
      </PageLink>

      <section
        aria-labelledby="next-edition-title"
        className="mt-10 rounded-2xl border border-border bg-surface-2 p-6"
      >
        <h2 id="next-edition-title" className="text-xl font-bold">
          Get the next edition by e-mail
        </h2>
        <p className="mt-1 mb-4 text-muted">
          Every Friday morning. Confirm your address and it is on its way.
        </p>
        <NewsletterQuickSignup
          id="edition-signup"
          submitLabel="Subscribe"
          showLabel
          done="You're on the list. Check your e-mail to confirm your address."
        />
      </section>
    </div>
  );
}

/** Unknown or unsent: the not-found state with the way to the editions (the loader's 404 stays). */
export function ErrorBoundary() {
  return (
    <PageError
      notFound={{
        heading: 'Edition Not Found',
        message:
          'This edition does not exist or has not gone out yet. Every edition sent is on the newsletter page.',
        back: { to: '/newsletter/editions', label: 'All editions' },
      }}
      failed={{ message: 'We could not show this edition. Please try again in a moment.' }}
    />
  );
}
