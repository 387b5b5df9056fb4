import { z } from 'zod';
import { tagKinds } from '~/db/schema/content';
import { articleCategories } from '~/db/schema/enums';
import { festivalSaleStatuses, lineupTiers } from '~/db/schema/festivals';

/**
 * What the Content API answers, as zod schemas: the presenters are typed by them, the OpenAPI document's
 * components are generated from them (`openapi-document.ts`), and the tests parse real responses with
 * them, so the description cannot drift from the answers. Field names are snake_case, times ISO 8601 in
 * UTC, and every link absolute.
 */
export const apiSchemas = z.registry<{ id: string }>();

/** Registers a schema under its component name; its description travels with it (zod's global registry). */
export function named<T extends z.ZodType>(id: string, description: string, schema: T): T {
  const described = schema.describe(description);
  apiSchemas.add(described, { id });
  return described;
}

const link = (what: string) => z.url({ protocol: /^https?$/ }).describe(what);
const timestamp = (what: string) => z.iso.datetime({ offset: true }).describe(what);
const calendarDate = (what: string) => z.iso.date().describe(what);

const tagReference = named(
  'TagReference',
  'A tag as an article carries it.',
  z.strictObject({
    name: z.string(),
    slug: z.string(),
    kind: z.enum(tagKinds),
    url: link("The tag's page on the site."),
  }),
);

const authorReference = named(
  'AuthorReference',
  'The author of an article.',
  z.strictObject({
    name: z.string(),
    handle: z.string(),
    avatar_url: link('Their picture.').nullable(),
    bio: z.string().nullable(),
    url: link("The author's page on the site."),
  }),
);

const articleSummary = named(
  'ArticleSummary',
  'A published article as lists show it.',
  z.strictObject({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    summary: z.string().describe('Plain text.'),
    category: z.enum(articleCategories),
    url: link('The canonical URL of the article on the site.'),
    cover_image: z
      .object({ url: link('The image.'), alt: z.string().nullable() })
      .nullable()
      .describe('The cover image, when the article has one.'),
    published_at: timestamp('When it was published.'),
    updated_at: timestamp('When it was last changed.'),
    read_time_minutes: z.int().min(0),
    sponsored: z.boolean(),
    ai_assisted: z.boolean().describe('Whether the headline and summary were drafted by a model.'),
    author: authorReference.nullable(),
    tags: z.array(tagReference),
  }),
);

const article = named(
  'Article',
  'One published article with its body and the sources it credits.',
  articleSummary.extend({
    body_html: z.string().describe('The body as sanitised HTML.'),
    has_affiliate_links: z.boolean(),
    sources: z
      .array(z.strictObject({ name: z.string(), url: link('The report.') }))
      .describe('The reports the article is based on, first to report first.'),
  }),
);

const nextCursor = z
  .string()
  .nullable()
  .describe('Pass as `cursor` to get the next page; null on the last page.');

/** A list endpoint's answer: one page of items and the cursor of the next. */
const listOf = <T extends z.ZodType>(id: string, what: string, item: T) =>
  named(id, `One page of ${what}.`, z.strictObject({ data: z.array(item), next_cursor: nextCursor }));

export const articleList = listOf('ArticleList', 'articles, newest first', articleSummary);
export const articleDocument = named('ArticleDocument', 'One article.', z.strictObject({ data: article }));

const tag = named(
  'Tag',
  'A tag with the number of published articles that carry it.',
  tagReference.extend({ article_count: z.int().min(1) }),
);
export const tagList = listOf('TagList', 'tags, by slug', tag);

const author = named(
  'Author',
  'An author with the number of their published articles.',
  authorReference.extend({ article_count: z.int().min(1) }),
);
export const authorList = listOf('AuthorList', 'authors, by handle', author);

const release = named(
  'Release',
  'A published record release with its tracks.',
  z.strictObject({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    artist: z.string(),
    label: z.string(),
    release_date: calendarDate('The day it is (or was) released.'),
    genre: z.string(),
    version: z.string().nullable(),
    description: z.string(),
    duration_seconds: z.int().min(0).nullable(),
    cover_image_url: link('The cover.').nullable(),
    platforms: z
      .partialRecord(
        z.enum(['spotify', 'beatport', 'youtube', 'apple', 'soundcloud']),
        link('The release there.'),
      )
      .describe('Where to listen or buy, by platform.'),
    published_at: timestamp('When it was published on the site.').nullable(),
    tracks: z.array(
      z.strictObject({
        position: z.int(),
        title: z.string(),
        duration_seconds: z.int().min(0).nullable(),
        featured: z.boolean(),
      }),
    ),
  }),
);
export const releaseList = listOf('ReleaseList', 'releases, newest release date first', release);

const festival = named(
  'Festival',
  'A published festival with its line-up.',
  z.strictObject({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    location: z.string(),
    venue: z.string().nullable(),
    country: z.string(),
    date_start: calendarDate('First day.'),
    date_end: calendarDate('Last day.'),
    genres: z.array(z.string()),
    sale_status: z.enum(festivalSaleStatuses),
    capacity: z.int().min(0).nullable(),
    age_limit: z.int().min(0),
    website: link('The festival’s site.').nullable(),
    ticket_url: link('Where tickets are sold.').nullable(),
    cover_image_url: link('The cover.').nullable(),
    description: z.string(),
    published_at: timestamp('When it was published on the site.').nullable(),
    lineup: z.array(z.strictObject({ artist: z.string(), tier: z.enum(lineupTiers) })),
  }),
);
export const festivalList = listOf('FestivalList', 'festivals, soonest first', festival);

const errorCodes = [
  'invalid_parameter',
  'not_found',
  'method_not_allowed',
  'rate_limited',
  'internal_error',
] as const;

export const apiError = named(
  'Error',
  'Every error the API answers, with a stable code.',
  z.strictObject({
    error: z.strictObject({
      code: z.enum(errorCodes),
      message: z.string().describe('What went wrong and what to do, for people.'),
      parameter: z.string().optional().describe('The query or path parameter that was refused.'),
    }),
  }),
);

export type ApiErrorBody = z.infer<typeof apiError>['error'];
