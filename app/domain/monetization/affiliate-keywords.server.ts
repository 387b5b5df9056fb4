import { eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { affiliateMappings } from '~/db/schema/monetization';
import { memoUntilContentChanges } from '~/domain/reader-writes/content-memo.server';
import { compileKeywordLinker, type KeywordLinker } from './keyword-links';

/**
 * How long a web process keeps the compiled keywords. A change from the desk announces a content change, which
 * drops them at once in every process that listens; the time bounds the rest (as the ad inventory's 30 s).
 */
const KEYWORDS_TTL_MS = 30_000;

/** `/go/{id}` (app/routes/go.ts): counts the click, then leads to the mapping's target. */
const goHref = (id: string) => `/go/${encodeURIComponent(id)}`;

/**
 * The active mappings compiled into one linker, once per process and database until they change. Mappings
 * whose target the link checker found broken stay linked: it flags them for an editor, since a shop that turns
 * robots away looks the same as a dead page.
 */
const activeLinker = memoUntilContentChanges(
  KEYWORDS_TTL_MS,
  1,
  async (db, _all: true): Promise<KeywordLinker> => {
    const mappings = await db
      .select({ id: affiliateMappings.id, keyword: affiliateMappings.keyword })
      .from(affiliateMappings)
      .where(eq(affiliateMappings.isActive, true))
      .orderBy(affiliateMappings.createdAt, affiliateMappings.id);
    return compileKeywordLinker(mappings, goHref);
  },
);

/**
 * A page body (sanitised HTML) with the active affiliate keywords linked at their first occurrence (at most
 * three links), and whether any link was added: the page then shows the affiliate disclosure.
 */
export async function linkAffiliateKeywords(
  db: Database,
  html: string,
): Promise<{ html: string; linked: boolean }> {
  const linker = await activeLinker(db, true);
  const result = linker(html);
  return { html: result.html, linked: result.linkedIds.length > 0 };
}
