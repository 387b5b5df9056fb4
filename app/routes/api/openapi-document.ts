import { z } from 'zod';
import { absoluteUrl } from '../shared/seo';
import { API_CACHE_CONTROL } from './respond.server';
import {
  articlePath,
  articlesQuery,
  authorsQuery,
  festivalsQuery,
  releasesQuery,
  tagsQuery,
} from './queries';
import {
  apiSchemas,
  articleDocument,
  articleList,
  authorList,
  festivalList,
  releaseList,
  tagList,
} from './schemas';
import { sourcePath, sourceRecordDocument, timelineDocument } from './story-history-schemas';

type Endpoint = {
  path: string;
  summary: string;
  description: string;
  query?: z.ZodObject;
  pathParams?: z.ZodObject;
  /** A schema registered in `apiSchemas`, referenced by its id; absent for the document itself. */
  response?: z.ZodType;
  notFound?: boolean;
};

/** Every endpoint, with the very schemas its route parses requests with and its answers are typed by. */
const endpoints: Endpoint[] = [
  {
    path: '/articles',
    summary: 'List published articles',
    description: 'Newest first (ties by id). Filters combine; a page holds `limit` articles at most.',
    query: articlesQuery,
    response: articleList,
  },
  {
    path: '/articles/{slug}',
    summary: 'Get one published article',
    description: 'With its body (sanitised HTML) and sources. 404 when no published article has the slug.',
    pathParams: articlePath,
    response: articleDocument,
    notFound: true,
  },
  {
    path: '/articles/{slug}/timeline',
    summary: "How an article's story developed",
    description:
      'Its reports oldest first with what each added (names, places, figures, dates no earlier report had), every correction, earlier and later stories sharing a name, and its thread. 404 when no published article has the slug.',
    pathParams: articlePath,
    response: timelineDocument,
    notFound: true,
  },
  {
    path: '/sources/{slug}',
    summary: "A source's record",
    description:
      'Stories it reported, how often it was first and how early, what its reports added, its categories, corrections to stories it broke, how regularly it publishes and its feeds’ health, with the method. 404 for an unknown slug.',
    pathParams: sourcePath,
    response: sourceRecordDocument,
    notFound: true,
  },
  {
    path: '/tags',
    summary: 'List tags',
    description: 'Tags that published articles carry, by slug, each with its number of published articles.',
    query: tagsQuery,
    response: tagList,
  },
  {
    path: '/authors',
    summary: 'List authors',
    description: 'Authors of published articles, by handle, each with their number of published articles.',
    query: authorsQuery,
    response: authorList,
  },
  {
    path: '/releases',
    summary: 'List published releases',
    description: 'Newest release date first (ties by id), with tracks and where to listen.',
    query: releasesQuery,
    response: releaseList,
  },
  {
    path: '/festivals',
    summary: 'List published festivals',
    description: 'Soonest first (by first day, ties by id), with line-ups. Pass `from` for coming festivals.',
    query: festivalsQuery,
    response: festivalList,
  },
  {
    path: '/openapi.json',
    summary: 'This description',
    description: 'The OpenAPI 3.1 document of the Content API.',
  },
];

const componentRef = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** A JSON Schema without the keywords that only make sense at a document's root. */
function bare(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

function parametersOf(schema: z.ZodObject, where: 'query' | 'path') {
  return Object.entries(schema.shape).map(([name, field]) => {
    const { description, ...json } = bare(z.toJSONSchema(field as z.ZodType, { io: 'input' }));
    return {
      name,
      in: where,
      required: where === 'path' || !(field as z.ZodType).safeParse(undefined).success,
      description,
      schema: json,
    };
  });
}

const headers = {
  ETag: {
    description: 'A weak validator of the body: send it back in If-None-Match to get 304 while unchanged.',
  },
  'Cache-Control': {
    description: `\`${API_CACHE_CONTROL}\` on 200 and 304; \`no-store\` on errors.`,
  },
  'RateLimit-Limit': { description: 'Requests a client may make per minute (and at once).' },
  'RateLimit-Remaining': { description: 'Requests left now.' },
  'RateLimit-Reset': { description: 'Seconds until the full limit is available again.' },
  'RateLimit-Policy': { description: 'The limit and its window in seconds, such as `60;w=60`.' },
  'Retry-After': { description: 'Seconds to wait before the next request will be accepted.' },
};
const withHeaders = (...names: (keyof typeof headers)[]) =>
  Object.fromEntries(names.map((name) => [name, componentRef('headers', name)]));
const limitHeaders = [
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'RateLimit-Policy',
] as const;

const errorResponse = (description: string, ...extra: (keyof typeof headers)[]) => ({
  description,
  headers: withHeaders('Cache-Control', ...limitHeaders, ...extra),
  content: { 'application/json': { schema: componentRef('schemas', 'Error') } },
});

function operation(endpoint: Endpoint) {
  const responseId = endpoint.response && apiSchemas.get(endpoint.response)?.id;
  const success = responseId ? componentRef('schemas', responseId) : { type: 'object' };
  return {
    get: {
      summary: endpoint.summary,
      description: endpoint.description,
      parameters: [
        ...(endpoint.pathParams ? parametersOf(endpoint.pathParams, 'path') : []),
        ...(endpoint.query ? parametersOf(endpoint.query, 'query') : []),
      ],
      responses: {
        200: {
          description: 'The answer.',
          headers: withHeaders('ETag', 'Cache-Control', ...limitHeaders),
          content: { 'application/json': { schema: success } },
        },
        304: { description: 'Unchanged since the ETag sent in If-None-Match.', headers: withHeaders('ETag') },
        ...(endpoint.query ? { 400: componentRef('responses', 'InvalidParameter') } : {}),
        ...(endpoint.notFound ? { 404: componentRef('responses', 'NotFound') } : {}),
        429: componentRef('responses', 'RateLimited'),
        500: componentRef('responses', 'InternalError'),
      },
    },
  };
}

/** The Content API's OpenAPI 3.1 document, for a site at `siteUrl` named `siteName`. */
export function openApiDocument(siteUrl: string, siteName: string) {
  // Every schema registered in schemas.ts, the error's included; nested ones are referenced by id.
  const { schemas } = z.toJSONSchema(apiSchemas, { uri: (id) => `#/components/schemas/${id}` });
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: `${siteName} Content API`,
      version: '1.0.0',
      description:
        'Read-only JSON access to published content. Lists page with opaque cursors (`next_cursor`); ' +
        'every answer carries an ETag and RateLimit fields; errors are `{ "error": { "code", "message" } }`.',
    },
    servers: [{ url: absoluteUrl(siteUrl, '/api/v1') }],
    paths: Object.fromEntries(endpoints.map((endpoint) => [endpoint.path, operation(endpoint)])),
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, bare(schema)])),
      headers: Object.fromEntries(
        Object.entries(headers).map(([name, header]) => [name, { ...header, schema: { type: 'string' } }]),
      ),
      responses: {
        InvalidParameter: errorResponse(
          'A parameter has a value the endpoint refuses; `parameter` names it.',
        ),
        NotFound: errorResponse('There is no such published thing.'),
        RateLimited: errorResponse(
          'The client made too many requests; wait Retry-After seconds.',
          'Retry-After',
        ),
        InternalError: errorResponse('Something failed on the server.'),
      },
    },
  };
}
