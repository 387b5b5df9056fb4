import { asc, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { adSlots, type adSlotTypes } from '~/db/schema/monetization';
import type { AuditActor } from '~/domain/auth/audit.server';
import { changeForReaders, unchanged } from '~/domain/reader-writes/write-gateway.server';

export type AdSlotType = (typeof adSlotTypes)[number];

export type DeskAdSlot = {
  key: string;
  width: number;
  height: number;
  mobileWidth: number | null;
  mobileHeight: number | null;
  type: AdSlotType;
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

export type AdSlotChange = { enabled?: boolean; type?: AdSlotType };

/**
 * Turns a slot on or off, or has it filled by house ads or the ad network (a network slot shows a labelled
 * placeholder until AD_NETWORK_CLIENT is set), audited and announced; undefined for a key no slot has.
 */
export async function changeAdSlot(
  db: Database,
  actor: AuditActor,
  key: string,
  change: AdSlotChange,
): Promise<{ key: string; enabled: boolean; type: AdSlotType } | undefined> {
  return changeForReaders(db, actor, async (tx) => {
    const [slot] = await tx
      .select({ enabled: adSlots.enabled, type: adSlots.type })
      .from(adSlots)
      .where(eq(adSlots.key, key))
      .for('update');
    if (!slot) return unchanged(undefined);
    const after = { enabled: change.enabled ?? slot.enabled, type: change.type ?? slot.type };
    if (after.enabled === slot.enabled && after.type === slot.type) return unchanged({ key, ...after });
    await tx
      .update(adSlots)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(adSlots.key, key));
    const what = [
      after.enabled !== slot.enabled ? `turned it ${after.enabled ? 'on' : 'off'}` : '',
      after.type !== slot.type
        ? `filled it by ${after.type === 'house' ? 'house ads' : 'the ad network'}`
        : '',
    ].filter(Boolean);
    const changed = (name: 'enabled' | 'type') => after[name] !== slot[name];
    return {
      value: { key, ...after },
      audit: {
        action: 'ad_slot.update',
        entityType: 'ad_slot',
        entityId: key,
        summary: `Ad slot ${key}: ${what.join(', ')}`,
        before: Object.fromEntries(
          (['enabled', 'type'] as const).filter(changed).map((name) => [name, slot[name]]),
        ),
        after: Object.fromEntries(
          (['enabled', 'type'] as const).filter(changed).map((name) => [name, after[name]]),
        ),
      },
    };
  });
}
