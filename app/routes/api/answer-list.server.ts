import type { z } from 'zod';
import type { AppServices } from '~/app-context.server';
import { encodeCursor, type KeysetPage } from '~/domain/feeds/api-cursor';
import { parseQuery } from './queries';
import { answerApi } from './respond.server';

/**
 * What a list endpoint is: the query it reads, the domain call that reads one page, how an item is shown,
 * and the sort key its cursor carries (for `list`, the name its `cursor` parameter checks).
 */
type ListEndpoint<Query extends z.ZodObject, Item, Key> = {
  query: Query;
  list: string;
  load: (db: AppServices['db'], query: z.output<Query>) => Promise<KeysetPage<Item, Key>>;
  present: (siteUrl: string, item: Item) => unknown;
  cursorKey: (next: Key) => string[];
};

/**
 * A list endpoint's answer: its parameters checked (400 naming the one refused), one page read, and the
 * page sent as `{ data, next_cursor }`, through `answerApi` (rate limit, validator, cache headers).
 */
export function answerList<Query extends z.ZodObject, Item, Key>(
  args: Parameters<typeof answerApi>[0],
  endpoint: ListEndpoint<Query, Item, Key>,
): Promise<Response> {
  return answerApi(args, async ({ db, config }, url) => {
    const query = parseQuery(url, endpoint.query);
    if (!query.ok) return { ok: false, status: 400, error: query.error };
    const page = await endpoint.load(db, query.data);
    return {
      ok: true,
      body: {
        data: page.items.map((item) => endpoint.present(config.SITE_URL, item)),
        next_cursor: page.next && encodeCursor(endpoint.list, endpoint.cursorKey(page.next)),
      },
    };
  });
}
