import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createElement } from 'react';
import type { AppServices } from '~/app-context.server';
import { newsletterSubscribers } from '~/db/schema/newsletter';
import { namedSender, rateLimits, takeRateLimit, type Sender } from '~/domain/rate-limits/rate-limit.server';
import { AlreadySubscribedEmail, alreadySubscribedSubject } from './emails/already-subscribed-email';
import { ConfirmEmail, confirmSubject } from './emails/confirm-email';
import { planSignUp } from './plan-sign-up';
import type { SubscribeInput } from './subscribe-form';
import { verifyLink } from './subscriber-links';
import {
  linkKey,
  sendNewsletterMail,
  subscriberLink,
  subscriberLinks,
  unsubscribeHeaders,
} from './subscriber-mail.server';
import { sendWelcome } from './welcome.server';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * A sign-up from any form (the newsletter page, the home band, the footer, deal alerts). The answer is the
 * same whatever the address's state, so the form never tells who is subscribed; what happens is decided
 * by `planSignUp`: a confirmation link (double opt-in), a notice to a subscribed address, or nothing while
 * a link sent a moment ago is still fresh. Limited per client (refused, said) and per address (silently).
 */
export async function signUp(
  services: AppServices,
  input: SubscribeInput,
  sender: Sender,
): Promise<{ ok: true } | { ok: false; reason: 'rate_limited' }> {
  const { db, config } = services;
  if (!(await takeRateLimit(db, rateLimits.newsletter, sender))) return { ok: false, reason: 'rate_limited' };
  if (!(await takeRateLimit(db, rateLimits.newsletterAddress, namedSender(config, 'address', input.email))))
    return { ok: true };
  const now = new Date();
  const outcome = await db.transaction(async (tx) => {
    const [known] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, input.email))
      .for('update');
    const plan = planSignUp(known, now);
    if (plan === 'nothing') return undefined;
    if (plan === 'send_notice') {
      await tx
        .update(newsletterSubscribers)
        .set({ noticeSentAt: now })
        .where(eq(newsletterSubscribers.id, known!.id));
      return { plan, id: known!.id };
    }
    const id = known?.id ?? randomUUID();
    const link = subscriberLink(config, '/newsletter/confirm', id, 'confirm', now.getTime());
    const token = new URL(link).searchParams.get('token')!;
    // Only the newest link confirms: its hash is kept, and a resend replaces it.
    const fields = {
      topics: input.topics,
      status: 'pending' as const,
      confirmTokenHash: hashOf(token),
      confirmationSentAt: now,
      updatedAt: now,
    };
    if (known) await tx.update(newsletterSubscribers).set(fields).where(eq(newsletterSubscribers.id, id));
    else await tx.insert(newsletterSubscribers).values({ id, email: input.email, ...fields });
    return { plan, id, link };
  });
  if (!outcome) return { ok: true };
  if (outcome.plan === 'send_notice') {
    const links = subscriberLinks(config, outcome.id);
    await sendNewsletterMail(services, {
      kind: 'newsletter_notice',
      to: input.email,
      subject: alreadySubscribedSubject(config.SITE_NAME),
      element: createElement(AlreadySubscribedEmail, { siteName: config.SITE_NAME, ...links }),
      headers: unsubscribeHeaders(config, links.unsubscribeUrl),
    });
  } else {
    await sendNewsletterMail(services, {
      kind: 'newsletter_confirmation',
      to: input.email,
      subject: confirmSubject(config.SITE_NAME),
      element: createElement(ConfirmEmail, { siteName: config.SITE_NAME, link: outcome.link! }),
    });
  }
  return { ok: true };
}

export type LinkRefusal = { ok: false; reason: 'invalid' | 'expired' };

/** Whether a confirmation link is good, without using it (the page shows a button; a POST confirms). */
export async function checkConfirmation(
  services: AppServices,
  token: string,
): Promise<{ ok: true; email: string; confirmed: boolean } | LinkRefusal> {
  const check = verifyLink(linkKey(services.config), token, 'confirm');
  if (!check.ok) return check;
  const [row] = await services.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, check.claims.subscriberId));
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.status === 'confirmed') return { ok: true, email: row.email, confirmed: true };
  if (row.confirmTokenHash !== hashOf(token)) return { ok: false, reason: 'expired' };
  return { ok: true, email: row.email, confirmed: false };
}

/**
 * Confirms a sign-up with the link from its e-mail: the subscriber becomes confirmed and the welcome e-mail
 * (with the festival guide) goes out, once. Following the link again changes nothing.
 */
export async function confirmSubscription(
  services: AppServices,
  token: string,
): Promise<{ ok: true; email: string; manageUrl: string } | LinkRefusal> {
  const { db, config } = services;
  const check = verifyLink(linkKey(config), token, 'confirm');
  if (!check.ok) return check;
  const id = check.claims.subscriberId;
  const [confirmed] = await db
    .update(newsletterSubscribers)
    .set({
      status: 'confirmed',
      confirmedAt: sql`now()`,
      confirmTokenHash: null,
      unsubscribedAt: null,
      updatedAt: sql`now()`,
    })
    .where(
      sql`${newsletterSubscribers.id} = ${id} AND ${newsletterSubscribers.status} = 'pending' AND ${newsletterSubscribers.confirmTokenHash} = ${hashOf(token)}`,
    )
    .returning({ email: newsletterSubscribers.email });
  const links = subscriberLinks(config, id);
  if (!confirmed) {
    const state = await checkConfirmation(services, token);
    return state.ok && state.confirmed
      ? { ok: true, email: state.email, manageUrl: links.manageUrl }
      : state.ok
        ? { ok: false, reason: 'invalid' }
        : state;
  }
  // Follows asked for with this address are not confirmed with it: each starts only by its own link (issue 37).
  await sendWelcome(services, { id, email: confirmed.email });
  return { ok: true, email: confirmed.email, manageUrl: links.manageUrl };
}
