import { getApiArticle } from '~/domain/feeds/api-articles.server';
import type { Route } from './+types/article';
import { presentArticleDetail } from './present';
import { articlePath } from './queries';
import { answerApi, notFound, refuseWrite } from './respond.server';

/** GET /api/v1/articles/{slug}: one published article; 404 for a slug that is unknown or not published. */
export function loader(args: Route.LoaderArgs) {
  return answerApi(args, async ({ db, config }) => {
    const path = articlePath.safeParse(args.params);
    const article = path.success ? await getApiArticle(db, path.data.slug) : undefined;
    if (!article) return notFound(`No published article has the slug "${args.params.slug}".`, 'slug');
    return { ok: true, body: presentArticleDetail(config.SITE_URL, article) };
  });
}

export const action = refuseWrite;
