import type { PgBoss } from 'pg-boss';
import type { Database } from '~/db/client.server';
import {
  checkAffiliateLinks,
  createLinkProbe,
  linkCheckPolicy,
  type LinkCheckCounts,
} from '~/domain/monetization/affiliate-link-check.server';
import type { FetchPolicy } from '~/lib/outbound/guarded-fetch.server';
import { recordAutomationRun } from '~/domain/newsroom/store/automation-logs.server';
import type { Logger } from '~/lib/logger.server';

const CHECK_AFFILIATE_LINKS = 'check-affiliate-links';

export type AffiliateLinkCheckDeps = {
  db: Database;
  /** ALLOW_PRIVATE_SOURCES: whether targets on private addresses may be asked (tests on loopback). */
  allowPrivate: boolean;
  logger: Logger;
  /** Shorter limits than production's (tests, whose only peer is on loopback). */
  policy?: Partial<FetchPolicy>;
};

/**
 * One run: every active mapping's target asked through the guarded GET, broken ones marked, and the run
 * written to the automation log (`affiliate_link_check`: checked as fetched, broken as failed). Running it
 * twice only refreshes the marks.
 */
export async function runAffiliateLinkCheck(deps: AffiliateLinkCheckDeps): Promise<LinkCheckCounts> {
  const started = Date.now();
  const probe = createLinkProbe(linkCheckPolicy(deps.allowPrivate, deps.policy));
  try {
    const counts = await checkAffiliateLinks(deps.db, probe.probe);
    await recordAutomationRun(deps.db, {
      type: 'affiliate_link_check',
      targetTable: 'affiliate_mappings',
      status: 'success',
      counts: { fetched: counts.checked, failed: counts.broken },
      durationMs: Date.now() - started,
    });
    deps.logger.info({ counts }, 'affiliate links checked');
    return counts;
  } catch (error) {
    await recordAutomationRun(deps.db, {
      type: 'affiliate_link_check',
      targetTable: 'affiliate_mappings',
      status: 'error',
      errorMessage: error instanceof Error ? error.message : String(error),
      durationMs: Date.now() - started,
    }).catch(() => undefined);
    throw error;
  } finally {
    await probe.close();
  }
}

/**
 * Schedules the daily link check (05:23 Berlin time, one job a day however many workers run) and handles it:
 * the worker starts it beside the crawl and the prune.
 */
export async function startAffiliateLinkChecks(boss: PgBoss, deps: AffiliateLinkCheckDeps): Promise<void> {
  await boss.createQueue(CHECK_AFFILIATE_LINKS);
  await boss.schedule(CHECK_AFFILIATE_LINKS, '23 5 * * *', {}, { tz: 'Europe/Berlin' });
  await boss.work(CHECK_AFFILIATE_LINKS, async () => {
    await runAffiliateLinkCheck(deps);
  });
}
