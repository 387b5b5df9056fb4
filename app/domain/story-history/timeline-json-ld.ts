import type { StoryTimeline } from './story-timeline.server';

/**
 * The timeline in the article's schema.org NewsArticle: each report as a `citation` (headline, outlet, time;
 * oldest first) and each correction as a `correction` (CorrectionComment with its date), so search engines and
 * readers' tools get the story's history without the page.
 */
export function timelineJsonLd(timeline: StoryTimeline) {
  return {
    ...(timeline.reports.length > 0
      ? {
          citation: timeline.reports.map((report) => ({
            '@type': 'NewsArticle',
            headline: report.headline,
            url: report.url,
            ...(report.reportedAt ? { datePublished: report.reportedAt } : {}),
            publisher: { '@type': 'Organization', name: report.outlet },
          })),
        }
      : {}),
    ...(timeline.corrections.length > 0
      ? {
          correction: timeline.corrections.map((correction) => ({
            '@type': 'CorrectionComment',
            text: correction.note,
            datePublished: correction.at,
          })),
        }
      : {}),
  };
}
