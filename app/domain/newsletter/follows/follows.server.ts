import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { createElement } from 'react';
import type { AppServices } from '~/app-context.server';
import { follows } from '~/db/schema/follows';
import { newsletterSubscribers } from '~/db/schema/newsletter';
import { namedSender, rateLimits, takeRateLimit, type Sender } from '~/domain/rate-limits/rate-limit.server';
import { FollowConfirmEmail, followConfirmSubject } from '../emails/follow-confirm-email';
import { sendNewsletterMail, subscriberLink } from '../subscriber-mail.server';
import type { FollowInput } from './follow-form';
import { resolveFollowTarget } from './follow-targets.server';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** A follow's own confirmation link is sent again only after this long (as a sign-up's is). */
const RESEND_FOLLOW_LINK_AFTER_MS = 10 * 60 * 1000;

type Mail = { to: string; link: string; entity: string; newSubscriber: boolean };

/**
 * Follows an entity for an address, through the double opt-in, with the answer the same in every case (the
 * page never tells whether the address is known) and the sign-up's limits (per client, said; per address,
 * silent). Every follow waits for its own link, which names the entity and goes to the address: nothing else
 * starts it, so a stranger who follows something with another person's address gets nothing switched on when
 * that person confirms their newsletter (issue 37). An address that is not a confirmed subscriber is told that
 * the same link subscribes it too; it is kept as it was (or as pending, when new) until the link is used. The
 * link is sent again after 10 minutes at most; following what one follows already sends nothing.
 */
export async function follow(
  services: AppServices,
  input: FollowInput,
  sender: Sender,
): Promise<{ ok: true } | { ok: false; reason: 'rate_limited' | 'unknown_target' }> {
  const { db, config } = services;
  if (!(await takeRateLimit(db, rateLimits.newsletter, sender))) return { ok: false, reason: 'rate_limited' };
  const entity = await resolveFollowTarget(db, input.target);
  if (!entity) return { ok: false, reason: 'unknown_target' };
  if (!(await takeRateLimit(db, rateLimits.newsletterAddress, namedSender(config, 'address', input.email))))
    return { ok: true };
  const now = new Date();
  const mail = await db.transaction(async (tx): Promise<Mail | undefined> => {
    const [known] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, input.email))
      .for('update');
    const subscriberId = known?.id ?? randomUUID();
    // No sign-up link goes with it: only the follow's own link confirms this address.
    if (!known) await tx.insert(newsletterSubscribers).values({ id: subscriberId, email: input.email });
    const subscribed = known?.status === 'confirmed';
    const [existing] = await tx
      .select()
      .from(follows)
      .where(and(eq(follows.subscriberId, subscriberId), eq(follows.tagId, entity.id)))
      .for('update');
    if (existing?.status === 'active' && subscribed) return undefined;
    const sentAt = existing?.confirmationSentAt?.getTime() ?? -Infinity;
    if (now.getTime() - sentAt < RESEND_FOLLOW_LINK_AFTER_MS) return undefined;
    const id = existing?.id ?? randomUUID();
    const link = subscriberLink(config, '/follow/confirm', id, 'follow', now.getTime());
    // Only the newest link works: its hash is kept, and a resend replaces it.
    const fields = {
      status: 'pending' as const,
      confirmTokenHash: hashOf(tokenOf(link)),
      confirmationSentAt: now,
    };
    if (existing) await tx.update(follows).set(fields).where(eq(follows.id, id));
    else await tx.insert(follows).values({ id, subscriberId, tagId: entity.id, ...fields });
    return { to: input.email, link, entity: entity.name, newSubscriber: !subscribed };
  });
  if (mail)
    await sendNewsletterMail(services, {
      kind: 'follow_confirmation',
      to: mail.to,
      subject: followConfirmSubject(mail.entity, config.SITE_NAME),
      element: createElement(FollowConfirmEmail, {
        siteName: config.SITE_NAME,
        entityName: mail.entity,
        link: mail.link,
        newSubscriber: mail.newSubscriber,
      }),
    });
  return { ok: true };
}

/** The follow a link names, with its entity and subscriber (for the link pages). */
export async function followById(db: AppServices['db'], id: string) {
  const { rows } = await db.execute<{
    id: string;
    status: 'pending' | 'active';
    confirmTokenHash: string | null;
    subscriberId: string;
    subscriberStatus: string;
    email: string;
    name: string;
    slug: string;
  }>(sql`
    SELECT f.id, f.status, f.confirm_token_hash AS "confirmTokenHash", f.subscriber_id AS "subscriberId",
      s.status AS "subscriberStatus", s.email, t.name, t.slug
    FROM follows f JOIN newsletter_subscribers s ON s.id = f.subscriber_id JOIN tags t ON t.id = f.tag_id
    WHERE f.id = ${id}`);
  return rows[0];
}
