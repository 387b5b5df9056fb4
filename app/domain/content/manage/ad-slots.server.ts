import { asc, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { adSlots } from '~/db/schema/monetization';
import type { AuditActor } from '~/domain/auth/audit.server';
import { changeForReaders, unchanged } from '~/domain/reader-writes/write-gateway.server';

export type DeskAdSlot = {
  key: string;
  width: number;
  height: number;
  mobileWidth: number | null;
  mobileHeight: number | null;
  type: string;
  enabled: boolean;
};

/** Every ad slot of the site, by key. */
export async function listAdSlots(db: Database): Promise<DeskAdSlot[]> {
  return db
    .select({
      key: adSlots.key,
      width: adSlots.width,
      height: adSlots.height,
      mobileWidth: adSlots.mobileWidth,
      mobileHeight: adSlots.mobileHeight,
      type: adSlots.type,
      enabled: adSlots.enabled,
    })
    .from(adSlots)
    .orderBy(asc(adSlots.key));
}

/** Turns a slot on or off, audited and announced; undefined for a key no slot has. */
export async function setAdSlotEnabled(
  db: Database,
  actor: AuditActor,
  key: string,
  enabled: boolean,
): Promise<{ key: string; enabled: boolean } | undefined> {
  return changeForReaders(db, actor, async (tx) => {
    const [before] = await tx
      .select({ enabled: adSlots.enabled })
      .from(adSlots)
      .where(eq(adSlots.key, key))
      .for('update');
    if (!before) return unchanged(undefined);
    await tx.update(adSlots).set({ enabled, updatedAt: new Date() }).where(eq(adSlots.key, key));
    return {
      value: { key, enabled },
      audit: {
        action: 'ad_slot.update',
        entityType: 'ad_slot',
        entityId: key,
        summary: `Turned ad slot ${key} ${enabled ? 'on' : 'off'}`,
        before,
        after: { enabled },
      },
    };
  });
}
