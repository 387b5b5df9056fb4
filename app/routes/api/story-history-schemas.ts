import { z } from 'zod';
import { named } from './schemas';

/** The Content API's answers about how stories developed and about sources (issue 44), snake_case like the rest. */

const link = (what: string) => z.url({ protocol: /^https?$/ }).describe(what);
const timestamp = (what: string) => z.iso.datetime({ offset: true }).describe(what);
const hours = (what: string) =>
  z.number().nullable().describe(`${what} In hours; null when there is nothing to measure.`);

const linkedStory = z.strictObject({
  slug: z.string(),
  title: z.string(),
  url: link('The story on the site.'),
  published_at: timestamp('When it was published.'),
  reported_at: timestamp(
    'When the story broke: its first report (its publication when it has none). Stories are linked and threaded by it.',
  ),
  shared_tag: z.string().describe('The name it shares with this story.'),
});

const timeline = named(
  'StoryTimeline',
  'How a story developed: its reports oldest first with what each added, its corrections, linked stories and thread.',
  z.strictObject({
    reports: z.array(
      z.strictObject({
        outlet: z.string(),
        outlet_record: link("The outlet's record on the site.").nullable(),
        url: link('The report at the outlet.'),
        headline: z.string(),
        reported_at: timestamp('When the outlet published it.').nullable(),
        first_to_report: z.boolean(),
        added: z
          .array(z.strictObject({ kind: z.enum(['name', 'place', 'number', 'date']), text: z.string() }))
          .describe('What the report stated that no earlier report had (for the first: what it reported).'),
      }),
    ),
    corrections: z.array(z.strictObject({ at: timestamp('When it was corrected.'), note: z.string() })),
    earlier: z.array(linkedStory).describe('Earlier stories sharing a name with this one, nearest first.'),
    later: z.array(linkedStory).describe('Later stories sharing a name with this one, nearest first.'),
    thread: z
      .strictObject({
        name: z.string(),
        url: link('The thread on its full-coverage page.'),
        stories: z.array(linkedStory),
      })
      .nullable()
      .describe('The run of stories about one name that this story belongs to; null when it stands alone.'),
  }),
);
export const timelineDocument = named(
  'StoryTimelineDocument',
  'One story timeline.',
  z.strictObject({ data: timeline }),
);

const sourceRecord = named(
  'SourceRecord',
  "A source's record from the newsroom's own history; `method` says how every figure is made.",
  z.strictObject({
    name: z.string(),
    slug: z.string(),
    url: link('The record on the site.'),
    period_days: z.number().int(),
    stories_reported: z.number().int(),
    shared_stories: z.number().int().describe('Stories at least one other outlet reported too.'),
    first_in_shared: z.number().int(),
    only_outlet: z.number().int(),
    average_lead_hours: hours('Average time ahead of the first other outlet (negative: behind).'),
    median_lead_hours: hours('Median of the same.'),
    later_reports: z.number().int(),
    later_reports_adding: z
      .number()
      .int()
      .describe('Later reports that stated something no earlier one had.'),
    categories: z.array(z.strictObject({ category: z.string(), stories: z.number().int() })),
    corrections: z.array(
      z.strictObject({ at: timestamp('When.'), note: z.string(), story_url: link('The corrected story.') }),
    ),
    regularity: z.strictObject({
      items_last_12_weeks: z.number().int(),
      active_weeks: z.number().int(),
      median_gap_hours: hours('Median time between items.'),
    }),
    feeds: z.array(
      z.strictObject({
        url: link('The feed.'),
        active: z.boolean(),
        last_status: z.number().int().nullable(),
        errors_in_a_row: z.number().int(),
        last_crawled_at: timestamp('The last crawl.').nullable(),
        items_per_week: z.number(),
      }),
    ),
    stories: z.array(
      z.strictObject({
        url: link('The story on the site.'),
        title: z.string(),
        reported_at: timestamp("When this source's report came."),
        first: z.boolean(),
        outlets: z.number().int(),
        lead_hours: hours('Time ahead of the first other outlet.'),
      }),
    ),
    method: z.array(z.string()),
  }),
);
export const sourceRecordDocument = named(
  'SourceRecordDocument',
  "One source's record.",
  z.strictObject({ data: sourceRecord }),
);

export const sourcePath = z.object({
  slug: z.string().min(1).max(120).describe("The source's slug, as in its record's URL /sources/{slug}."),
});
