import { data } from 'react-router';
import { appServices } from '~/app-context.server';
import { AuthorAvatar } from '~/components/articles/author-avatar';
import { Breadcrumb } from '~/components/breadcrumb';
import { CoverImage } from '~/components/cover-image';
import { PageError } from '~/components/page-error';
import {
  AboutInterviewer,
  InterviewAudio,
  InterviewTranscript,
  KeyHighlights,
} from '~/components/interviews/interview-parts';
import { Icon } from '~/components/ui/icon';
import { VideoFacade, youtubeWatchUrl } from '~/components/video-facade';
import { interviewJsonLd } from '~/domain/interviews/interview-json-ld';
import { getPublishedInterview } from '~/domain/interviews/interviews.server';
import { formatLongDate } from '~/lib/format';
import type { Route } from './+types/interview';
import { absoluteUrl, breadcrumbTrail, pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';
import { PageLink } from '~/components/page-link';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const interview = await getPublishedInterview(db, params.slug);
  if (!interview) {
    logger.warn({ path: new URL(request.url).pathname }, 'page not found: unknown interview');
    throw data(null, { status: 404 });
  }
  const site = config.SITE_URL;
  const canonical = absoluteUrl(site, `/interviews/${interview.slug}`);
  const image = interview.coverImageUrl ? absoluteUrl(site, interview.coverImageUrl) : null;
  const description = interview.excerpt || interview.title;
  const publishedAt = interview.publishedAt?.toISOString() ?? null;
  const updatedAt = interview.updatedAt.toISOString();
  return {
    interview,
    seo: {
      title: interview.title,
      description,
      canonical,
      image,
      type: 'article' as const,
      article: publishedAt
        ? {
            publishedTime: publishedAt,
            modifiedTime: updatedAt,
            section: 'Interviews',
            tags: interview.guests,
          }
        : undefined,
      breadcrumb: breadcrumbTrail(
        site,
        [{ label: 'Interviews', href: '/interviews' }, { label: interview.title }],
        canonical,
      ),
      jsonLd: [
        interviewJsonLd(
          {
            ...interview,
            description,
            publishedAt,
            updatedAt,
            author: interview.author
              ? { name: interview.author.name, url: absoluteUrl(site, `/author/${interview.author.handle}`) }
              : null,
          },
          {
            name: config.SITE_NAME,
            url: absoluteUrl(site, '/'),
            canonical,
            image,
            audio: interview.audioUrl ? absoluteUrl(site, interview.audioUrl) : null,
          },
        ),
      ],
    },
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.error ? [{ title: 'Interview Not Found' }, { name: 'robots', content: 'noindex' }] : pageMeta(args);

export const headers = publicPage;

export default function Interview({ loaderData }: Route.ComponentProps) {
  const { interview } = loaderData;
  const { author } = interview;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb items={[{ label: 'Interviews', href: '/interviews' }, { label: interview.title }]} />
      <article className="mt-6">
        <header>
          {interview.guests.length > 0 ? (
            <ul aria-label="Guests" className="flex flex-wrap gap-2">
              {interview.guests.map((guest) => (
                <li key={guest}>
                  <PageLink
                    to={`/interviews?q=${encodeURIComponent(guest)}`}
                    className="inline-flex min-h-9 items-center rounded-full border border-accent px-3 text-sm font-semibold text-accent hover:bg-accent hover:text-on-accent"
                  >
                    {guest}
                    <span className="sr-only">: more interviews</span>
                  </PageLink>
                </li>
              ))}
            </ul>
          ) : null}
          <h1 className="mt-4 text-3xl leading-tight font-extrabold sm:text-5xl">{interview.title}</h1>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 border-y border-border py-4 text-sm text-muted">
            {author ? (
              <PageLink
                to={`/author/${encodeURIComponent(author.handle)}`}
                className="inline-flex items-center gap-3 hover:text-text"
              >
                <AuthorAvatar name={author.name} avatar={author.avatar} size="h-10 w-10" />
                <span>
                  <span className="block font-semibold text-text">{author.name}</span>
                  <span>@{author.handle}</span>
                </span>
              </PageLink>
            ) : null}
            {interview.publishedAt ? (
              <span className="inline-flex items-center gap-1.5">
                <Icon name="calendar" className="h-4 w-4" />
                <time dateTime={interview.publishedAt.toISOString()}>
                  {formatLongDate(interview.publishedAt)}
                </time>
              </span>
            ) : null}
          </div>
        </header>

        {interview.videoId ? (
          <div className="mt-8">
            <VideoFacade
              title={interview.title}
              url={youtubeWatchUrl(interview.videoId)}
              youtubeId={interview.videoId}
              className="rounded-2xl"
            />
          </div>
        ) : interview.cover ? (
          <CoverImage
            image={interview.cover}
            alt=""
            sizes="(min-width: 896px) 864px, calc(100vw - 32px)"
            widths={[480, 640, 960, 1280, 1920]}
            priority
            className="mt-8 aspect-video w-full rounded-2xl object-cover"
          />
        ) : null}

        <KeyHighlights quotes={interview.keyQuotes} />
        {interview.audioUrl ? (
          <InterviewAudio
            src={interview.audioUrl}
            title={interview.title}
            hasTranscript={interview.transcript !== null}
          />
        ) : null}
        {/* Stored HTML is sanitised with one allowlist when it is written (app/lib/html.ts). */}
        <div className="prose-article mt-10" dangerouslySetInnerHTML={{ __html: interview.body }} />
        {interview.transcript ? <InterviewTranscript html={interview.transcript} /> : null}
        {author ? <AboutInterviewer author={author} /> : null}
      </article>
    </div>
  );
}

/** Unknown, unpublished or unreadable: the reading spec's 'Interview Not Found' (the loader's 404 stays). */
// An interview page without an interview: unknown, unpublished, or not readable now (reading spec).
export function ErrorBoundary() {
  return (
    <PageError
      notFound={{
        heading: 'Interview Not Found',
        message:
          'This interview does not exist or is no longer published. The others are all on the interviews page.',
        back: { to: '/interviews', label: 'Back to Interviews' },
      }}
    />
  );
}
