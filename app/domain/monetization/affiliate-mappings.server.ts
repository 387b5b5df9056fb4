import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { affiliateMappings } from '~/db/schema/monetization';
import type { AuditActor } from '~/domain/auth/audit.server';
import {
  changeForReaders,
  type ReaderTransaction,
  unchanged,
} from '~/domain/reader-writes/write-gateway.server';
import type { AffiliateMappingInput } from './affiliate-mapping-form';

export type AffiliateMapping = typeof affiliateMappings.$inferSelect;

/** What a change answers: done, or refused with the reason (and the field it concerns, when one does). */
export type MappingChange =
  | { ok: true; mapping: AffiliateMapping }
  | { ok: false; reason: string; field?: keyof AffiliateMappingInput; notFound?: boolean };

/** Every mapping, active or not, by keyword (as the prototype listed them). */
export async function listAffiliateMappings(db: Database): Promise<AffiliateMapping[]> {
  return db
    .select()
    .from(affiliateMappings)
    .orderBy(asc(sql`lower(${affiliateMappings.keyword})`), asc(affiliateMappings.createdAt));
}

/** What the audit log keeps of a mapping: what an editor set, not the link checker's notes. */
const audited = (mapping: AffiliateMapping) => ({
  keyword: mapping.keyword,
  shopName: mapping.shopName,
  affiliateUrl: mapping.affiliateUrl,
  isActive: mapping.isActive,
});

/** Another mapping with the same keyword in any case: two would compete for the same words. */
async function keywordTaken(tx: ReaderTransaction, keyword: string, exceptId?: string) {
  const [other] = await tx
    .select({ id: affiliateMappings.id, shopName: affiliateMappings.shopName })
    .from(affiliateMappings)
    .where(
      sql`lower(${affiliateMappings.keyword}) = lower(${keyword})
      ${exceptId ? sql`AND ${affiliateMappings.id} <> ${exceptId}` : sql``}`,
    )
    .limit(1);
  return other;
}

const taken = (shopName: string): MappingChange => ({
  ok: false,
  field: 'keyword',
  reason: `This keyword is mapped already (to ${shopName})`,
});

const notFound = unchanged<MappingChange>({
  ok: false,
  notFound: true,
  reason: 'The mapping no longer exists',
});

/**
 * Every change goes through the write gateway, which announces it on commit: pages cached in any web process
 * are dropped and the linker reloads the keywords, so readers see the new links at once.
 */
export async function createAffiliateMapping(
  db: Database,
  actor: AuditActor,
  input: AffiliateMappingInput,
): Promise<MappingChange> {
  return changeForReaders<MappingChange>(db, actor, async (tx) => {
    const other = await keywordTaken(tx, input.keyword);
    if (other) return unchanged(taken(other.shopName));
    const [mapping] = await tx
      .insert(affiliateMappings)
      .values({ ...input, isActive: true })
      .returning();
    return {
      value: { ok: true, mapping: mapping! },
      audit: {
        action: 'affiliate_mapping.create',
        entityType: 'affiliate_mapping',
        entityId: mapping!.id,
        summary: `Mapped “${mapping!.keyword}” to ${mapping!.shopName}`,
        after: audited(mapping!),
      },
    };
  });
}

/** Edits a mapping; a new target has not been checked yet, so the link checker's last verdict is cleared. */
export async function updateAffiliateMapping(
  db: Database,
  actor: AuditActor,
  id: string,
  input: AffiliateMappingInput,
): Promise<MappingChange> {
  return changeForReaders<MappingChange>(db, actor, async (tx) => {
    const [before] = await tx
      .select()
      .from(affiliateMappings)
      .where(eq(affiliateMappings.id, id))
      .for('update');
    if (!before) return notFound;
    const other = await keywordTaken(tx, input.keyword, id);
    if (other) return unchanged(taken(other.shopName));
    const newTarget = before.affiliateUrl !== input.affiliateUrl;
    const [mapping] = await tx
      .update(affiliateMappings)
      .set({
        ...input,
        updatedAt: new Date(),
        ...(newTarget ? { checkedAt: null, checkStatus: null, checkError: null, isBroken: false } : {}),
      })
      .where(eq(affiliateMappings.id, id))
      .returning();
    return {
      value: { ok: true, mapping: mapping! },
      audit: {
        action: 'affiliate_mapping.update',
        entityType: 'affiliate_mapping',
        entityId: id,
        summary: `Edited the mapping “${mapping!.keyword}” (${mapping!.shopName})`,
        before: audited(before),
        after: audited(mapping!),
      },
    };
  });
}

/** Turns a mapping's links on or off everywhere; setting what is already set changes and records nothing. */
export async function setAffiliateMappingActive(
  db: Database,
  actor: AuditActor,
  id: string,
  active: boolean,
): Promise<MappingChange> {
  return changeForReaders<MappingChange>(db, actor, async (tx) => {
    const [before] = await tx
      .select()
      .from(affiliateMappings)
      .where(eq(affiliateMappings.id, id))
      .for('update');
    if (!before) return notFound;
    if (before.isActive === active) return unchanged({ ok: true, mapping: before });
    const [mapping] = await tx
      .update(affiliateMappings)
      .set({ isActive: active, updatedAt: new Date() })
      .where(eq(affiliateMappings.id, id))
      .returning();
    return {
      value: { ok: true, mapping: mapping! },
      audit: {
        action: active ? 'affiliate_mapping.activate' : 'affiliate_mapping.deactivate',
        entityType: 'affiliate_mapping',
        entityId: id,
        summary: `${active ? 'Activated' : 'Deactivated'} the mapping “${before.keyword}”`,
        before: { isActive: before.isActive },
        after: { isActive: active },
      },
    };
  });
}

/**
 * Deletes a mapping: its links leave every page, `/go/{id}` answers 404 from now on, and its recorded clicks
 * and conversions stay (the conversions without their mapping) so past figures do not change.
 */
export async function deleteAffiliateMapping(
  db: Database,
  actor: AuditActor,
  id: string,
): Promise<MappingChange> {
  return changeForReaders<MappingChange>(db, actor, async (tx) => {
    const [deleted] = await tx.delete(affiliateMappings).where(eq(affiliateMappings.id, id)).returning();
    if (!deleted) return notFound;
    return {
      value: { ok: true, mapping: deleted },
      audit: {
        action: 'affiliate_mapping.delete',
        entityType: 'affiliate_mapping',
        entityId: id,
        summary: `Deleted the mapping “${deleted.keyword}” (${deleted.shopName})`,
        before: audited(deleted),
      },
    };
  });
}
