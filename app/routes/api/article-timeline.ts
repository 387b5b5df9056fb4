import { getPublishedArticle } from '~/domain/articles/article-reads.server';
import { storyTimeline } from '~/domain/story-history/story-timeline.server';
import type { Route } from './+types/article-timeline';
import { presentTimeline } from './present-story-history';
import { articlePath } from './queries';
import { answerApi, notFound, refuseWrite } from './respond.server';

/** GET /api/v1/articles/{slug}/timeline: how a published article's story developed. */
export function loader(args: Route.LoaderArgs) {
  return answerApi(args, async ({ db, config }) => {
    const path = articlePath.safeParse(args.params);
    const article = path.success ? await getPublishedArticle(db, path.data.slug) : undefined;
    if (!article) return notFound(`No published article has the slug "${args.params.slug}".`, 'slug');
    return { ok: true, body: presentTimeline(config.SITE_URL, await storyTimeline(db, article)) };
  });
}

export const action = refuseWrite;
