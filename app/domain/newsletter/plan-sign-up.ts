/** What a sign-up does to an address, decided from what we know of it (a pure rule, tested on its own). */
export type SignUpPlan =
  /** A new, unsubscribed or bounced address: pending, with a confirmation link sent to it. */
  | 'send_confirmation'
  /** Pending already and the last link is old: a fresh link (the old one stops working). */
  | 'resend_confirmation'
  /** Confirmed already: tell the address owner how to change preferences, once a day at most. */
  | 'send_notice'
  /** A link or notice went out a moment ago: nothing, so the form cannot be used to flood an inbox. */
  | 'nothing';

const RESEND_CONFIRMATION_AFTER_MS = 10 * 60 * 1000;
const RESEND_NOTICE_AFTER_MS = 24 * 60 * 60 * 1000;

export type KnownSubscriber = {
  status: 'pending' | 'confirmed' | 'unsubscribed' | 'bounced';
  confirmationSentAt: Date | null;
  noticeSentAt: Date | null;
};

export function planSignUp(known: KnownSubscriber | undefined, now: Date): SignUpPlan {
  // A bounced address signing up again may have been repaired: it confirms like a new one.
  if (!known || known.status === 'unsubscribed' || known.status === 'bounced') return 'send_confirmation';
  const since = (at: Date | null) => (at ? now.getTime() - at.getTime() : Infinity);
  if (known.status === 'pending')
    return since(known.confirmationSentAt) >= RESEND_CONFIRMATION_AFTER_MS
      ? 'resend_confirmation'
      : 'nothing';
  return since(known.noticeSentAt) >= RESEND_NOTICE_AFTER_MS ? 'send_notice' : 'nothing';
}
