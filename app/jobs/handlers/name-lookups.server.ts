import type { Config } from '~/lib/config.server';
import type { Database } from '~/db/client.server';
import { createLookupClient } from '~/domain/newsroom/new-names/lookup-client.server';
import { type LookupRunCounts, runNameLookups } from '~/domain/newsroom/new-names/name-lookups.server';
import { SCHEDULE_TIME_ZONE, type HandlerStarter } from '../handler-starter';
import { jobNames } from '../queue.server';

/** One run of the name lookups with the operator's configuration, on a connection pool of its own. */
export async function lookUpNewNames(
  db: Database,
  config: Pick<
    Config,
    'NAME_LOOKUPS' | 'MUSICBRAINZ_BASE_URL' | 'WIKIDATA_BASE_URL' | 'SITE_URL' | 'ALLOW_PRIVATE_SOURCES'
  >,
): Promise<LookupRunCounts> {
  const client = createLookupClient({
    baseUrls: { musicbrainz: config.MUSICBRAINZ_BASE_URL, wikidata: config.WIKIDATA_BASE_URL },
    siteUrl: config.SITE_URL,
    allowPrivate: config.ALLOW_PRIVATE_SOURCES,
  });
  try {
    return await runNameLookups(db, client, { services: config.NAME_LOOKUPS });
  } finally {
    await client.close();
  }
}

/**
 * Every five minutes, when the operator turned lookups on (NAME_LOOKUPS): asks MusicBrainz and Wikidata about
 * the newly discovered names not asked yet (decision 068). Apart from the crawl, so a slow or absent service
 * never holds a crawl up; off, the schedule is removed and nothing is asked.
 */
export const startNameLookups: HandlerStarter = async (boss, { db, config, logger }) => {
  if (config.NAME_LOOKUPS.length === 0) {
    await boss.unschedule(jobNames.nameLookups);
    return;
  }
  await boss.schedule(jobNames.nameLookups, '*/5 * * * *', {}, { tz: SCHEDULE_TIME_ZONE });
  await boss.work(jobNames.nameLookups, async () => {
    const counts = await lookUpNewNames(db, config);
    if (counts.asked > 0) logger.info({ counts }, 'looked up new names');
  });
};
