import { sourceRecord } from '~/domain/story-history/source-records.server';
import type { Route } from './+types/source-record';
import { presentSourceRecord } from './present-story-history';
import { answerApi, notFound, refuseWrite } from './respond.server';
import { sourcePath } from './story-history-schemas';

/** GET /api/v1/sources/{slug}: a source's record, as its page /sources/{slug} shows it. */
export function loader(args: Route.LoaderArgs) {
  return answerApi(args, async ({ db, config }) => {
    const path = sourcePath.safeParse(args.params);
    const record = path.success ? await sourceRecord(db, path.data.slug.toLowerCase()) : undefined;
    if (!record) return notFound(`No source has the slug "${args.params.slug}".`, 'slug');
    return { ok: true, body: presentSourceRecord(config.SITE_URL, record) };
  });
}

export const action = refuseWrite;
