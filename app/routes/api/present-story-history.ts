import type { z } from 'zod';
import type { LinkedStory } from '~/domain/story-history/story-links';
import { threadAnchor } from '~/domain/story-history/story-links';
import { RECORD_DAYS, RECORD_METHOD } from '~/domain/story-history/record-method';
import type { SourceRecord } from '~/domain/story-history/source-records.server';
import type { StoryTimeline } from '~/domain/story-history/story-timeline.server';
import { absoluteUrl } from '../shared/seo';
import type { sourceRecordDocument, timelineDocument } from './story-history-schemas';

const linked = (site: string, story: LinkedStory) => ({
  slug: story.slug,
  title: story.title,
  url: absoluteUrl(site, `/news/${story.slug}`),
  published_at: story.publishedAt,
  reported_at: story.reportedAt,
  shared_tag: story.tag,
});

export function presentTimeline(site: string, timeline: StoryTimeline): z.infer<typeof timelineDocument> {
  return {
    data: {
      reports: timeline.reports.map((report) => ({
        outlet: report.outlet,
        outlet_record: report.outletSlug ? absoluteUrl(site, `/sources/${report.outletSlug}`) : null,
        url: report.url,
        headline: report.headline,
        reported_at: report.reportedAt,
        first_to_report: report.first,
        added: report.added,
      })),
      corrections: timeline.corrections,
      earlier: timeline.before.map((story) => linked(site, story)),
      later: timeline.after.map((story) => linked(site, story)),
      thread: timeline.thread
        ? {
            name: timeline.thread.tag.name,
            url: absoluteUrl(site, `/threads/${timeline.thread.tag.slug}#${threadAnchor(timeline.thread)}`),
            stories: timeline.thread.stories.map((story) => linked(site, story)),
          }
        : null,
    },
  };
}

export function presentSourceRecord(
  site: string,
  record: SourceRecord,
): z.infer<typeof sourceRecordDocument> {
  const { stats, regularity } = record;
  return {
    data: {
      name: record.name,
      slug: record.slug,
      url: absoluteUrl(site, `/sources/${record.slug}`),
      period_days: RECORD_DAYS,
      stories_reported: stats.reported,
      shared_stories: stats.shared,
      first_in_shared: stats.firstInShared,
      only_outlet: stats.alone,
      average_lead_hours: stats.averageLeadHours,
      median_lead_hours: stats.medianLeadHours,
      later_reports: stats.laterReports,
      later_reports_adding: stats.addedSomething,
      categories: stats.categories,
      corrections: stats.corrections.map((correction) => ({
        at: correction.at,
        note: correction.note,
        story_url: absoluteUrl(site, `/news/${correction.slug}`),
      })),
      regularity: {
        items_last_12_weeks: regularity.itemsLast12Weeks,
        active_weeks: regularity.activeWeeks,
        median_gap_hours: regularity.medianGapHours,
      },
      feeds: record.feeds.map((feed) => ({
        url: feed.url,
        active: feed.isActive,
        last_status: feed.lastStatus,
        errors_in_a_row: feed.errorsInARow,
        last_crawled_at: feed.lastCrawledAt,
        items_per_week: feed.itemsPerWeek,
      })),
      stories: stats.stories.map((story) => ({
        url: absoluteUrl(site, `/news/${story.slug}`),
        title: story.title,
        reported_at: story.reportedAt,
        first: story.first,
        outlets: story.outlets,
        lead_hours: story.leadHours,
      })),
      method: RECORD_METHOD,
    },
  };
}
