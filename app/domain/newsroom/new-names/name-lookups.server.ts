import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles } from '~/db/schema/content';
import { nameLookups } from '~/db/schema/name-lookups';
import { articleEntitySuggestions, entitySuggestions } from '~/db/schema/newsroom';
import type { AuditActor } from '~/domain/auth/audit.server';
import { changeForReaders, unchanged } from '~/domain/reader-writes/write-gateway.server';
import type { DiscoveredKind } from '../classify/name-evidence';
import { tagArticles } from '../store/tags.server';
import type { LookupClient } from './lookup-client.server';
import { type LookupAnswer, type LookupService, serviceFor, serviceKinds } from './lookup-services';

const LOOKUPS_ACTOR: AuditActor = { id: null, email: 'name lookups' };
const serviceNames: Record<LookupService, string> = { musicbrainz: 'MusicBrainz', wikidata: 'Wikidata' };

/** At most this many names asked per run: at one a second per service, a run stays under a minute. */
const LOOKUPS_PER_RUN = 40;

export type LookupRunCounts = { asked: number; found: number; tagged: number; failed: number };

/**
 * One run of the name lookups (decision 068): the waiting and newly tagged names of a kind an enabled service
 * knows, not asked yet, the most mentioned first, are each asked once; every answer is cached with the id
 * found. A waiting name a service holds under exactly its name and kind is thereby confirmed: it tags its
 * articles at once, as a confident name would have. A service that fails is not asked again this run, and
 * the name it failed on stays unasked (no row), so a later run asks it again.
 */
export async function runNameLookups(
  db: Database,
  client: LookupClient,
  options: { services: readonly LookupService[]; limit?: number },
): Promise<LookupRunCounts> {
  const counts: LookupRunCounts = { asked: 0, found: 0, tagged: 0, failed: 0 };
  const kinds = [...new Set(options.services.flatMap((service) => serviceKinds[service]))];
  if (kinds.length === 0) return counts;
  const candidates = await db
    .select({
      id: entitySuggestions.id,
      key: entitySuggestions.key,
      name: entitySuggestions.name,
      kind: entitySuggestions.kind,
    })
    .from(entitySuggestions)
    .where(
      and(
        inArray(entitySuggestions.status, ['pending', 'tagged']),
        inArray(entitySuggestions.kind, kinds),
        sql`NOT EXISTS (SELECT 1 FROM ${nameLookups} WHERE ${nameLookups.key} = ${entitySuggestions.key})`,
      ),
    )
    .orderBy(desc(entitySuggestions.mentions), desc(entitySuggestions.lastSeenAt))
    .limit(options.limit ?? LOOKUPS_PER_RUN);
  const failing = new Set<LookupService>();
  for (const candidate of candidates) {
    const kind = candidate.kind as DiscoveredKind;
    const service = serviceFor(kind, options.services);
    if (!service || failing.has(service)) continue;
    let answer: LookupAnswer;
    try {
      counts.asked++;
      answer = await client.ask(service, candidate.name, kind);
    } catch {
      counts.failed++;
      failing.add(service);
      continue;
    }
    await db
      .insert(nameLookups)
      .values({
        service,
        key: candidate.key,
        query: candidate.name,
        kind,
        outcome: answer.outcome,
        externalId: answer.outcome === 'found' ? answer.externalId : null,
        label: answer.outcome === 'found' ? answer.label : null,
        description: answer.outcome === 'found' ? answer.description : null,
      })
      .onConflictDoNothing();
    if (answer.outcome !== 'found') continue;
    counts.found++;
    if (await tagConfirmedName(db, candidate.id, `found in ${serviceNames[service]}`)) counts.tagged++;
  }
  return counts;
}

/** A waiting name a lookup confirmed tags its articles, through the gateway (readers see the tags). */
async function tagConfirmedName(db: Database, id: string, why: string): Promise<boolean> {
  return changeForReaders(db, LOOKUPS_ACTOR, async (tx) => {
    const [row] = await tx
      .update(entitySuggestions)
      .set({ status: 'tagged', evidence: sql`${entitySuggestions.evidence} || '; ' || ${why}` })
      .where(and(eq(entitySuggestions.id, id), eq(entitySuggestions.status, 'pending')))
      .returning({ name: entitySuggestions.name, kind: entitySuggestions.kind });
    if (!row?.kind) return unchanged(false);
    const linked = await tx
      .select({ articleId: articleEntitySuggestions.articleId, status: articles.status })
      .from(articleEntitySuggestions)
      .innerJoin(articles, eq(articles.id, articleEntitySuggestions.articleId))
      .where(eq(articleEntitySuggestions.suggestionId, id));
    await tagArticles(
      tx,
      linked.map((link) => ({ articleId: link.articleId, names: [{ name: row.name, kind: row.kind! }] })),
    );
    return {
      value: true,
      audit: {
        action: 'name_suggestion.tag',
        entityType: 'name_suggestion',
        entityId: id,
        summary: `“${row.name}” was ${why}: it tags ${linked.length === 1 ? '1 article' : `${linked.length} articles`} as new`,
        before: { status: 'pending' },
        after: { status: 'tagged' },
      },
      readersSee: linked.some((link) => link.status === 'published'),
    };
  });
}
