import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '~/db/client.server';
import { affiliateConversions, affiliateMappings } from '~/db/schema/monetization';

/** An amount as shops write it: "49.90", "49", or a number; kept in cents, at most a million a sale. */
const amount = z
  .union([z.number(), z.string().trim()])
  .transform((value) => String(value))
  .refine((value) => /^\d{1,7}(\.\d{1,2})?$/.test(value), 'expected an amount such as 49.90')
  .transform((value) => Math.round(Number(value) * 100))
  .refine((cents) => cents <= 100_000_000, 'expected at most 1000000.00');

const optionalText = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * What a shop's postback reports: its order reference (which makes a repeated postback count once), the
 * sale's amount and currency, and the mapping it came through when the shop passes ours back.
 */
export const postbackSchema = z.object({
  order: z
    .string({ error: 'expected the order reference' })
    .trim()
    .min(1, 'expected the order reference')
    .max(200, 'expected at most 200 characters')
    .regex(/^[\x21-\x7E]+$/, 'expected printable characters without spaces'),
  amount: z.preprocess(optionalText, amount.optional()),
  currency: z.preprocess(
    optionalText,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'expected a three-letter currency code such as EUR')
      .transform((code) => code.toUpperCase())
      .optional(),
  ),
  mapping: z.preprocess(optionalText, z.uuid({ error: 'expected a mapping id' }).optional()),
});

export type Postback = z.infer<typeof postbackSchema>;

/**
 * Whether the secret a postback carries is ours. Both are hashed first, so the comparison takes the same time
 * whatever the lengths and however much of the secret was guessed right.
 */
export function postbackSecretMatches(given: string | null | undefined, expected: string): boolean {
  if (!given) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export type PostbackOutcome = 'recorded' | 'duplicate' | 'unknown_mapping';

/**
 * Records a sale once per order reference: a shop that retries, or sends the same order twice, changes
 * nothing the second time (the first report stands). A mapping id we do not have is refused, so a
 * misconfigured shop is noticed rather than counted under nothing.
 */
export async function recordConversion(
  db: Database,
  postback: Postback,
  now = new Date(),
): Promise<PostbackOutcome> {
  if (postback.mapping) {
    const [mapping] = await db
      .select({ id: affiliateMappings.id })
      .from(affiliateMappings)
      .where(eq(affiliateMappings.id, postback.mapping.toLowerCase()));
    if (!mapping) return 'unknown_mapping';
  }
  const inserted = await db
    .insert(affiliateConversions)
    .values({
      orderRef: postback.order,
      mappingId: postback.mapping?.toLowerCase() ?? null,
      amountCents: postback.amount ?? 0,
      currency: postback.currency ?? 'USD',
      createdAt: now,
    })
    .onConflictDoNothing({ target: affiliateConversions.orderRef })
    .returning({ id: affiliateConversions.id });
  return inserted.length > 0 ? 'recorded' : 'duplicate';
}
