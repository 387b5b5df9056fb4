import { z } from 'zod';
import type { Database } from '~/db/client.server';
import { advertisingInquiries } from '~/db/schema/participation';
import { multiLine, singleLine } from '~/lib/form-text';
import type { RateLimit, Sender } from '../rate-limits/rate-limit.server';
import { type StoreResult, storeOnce } from './store-once.server';

// An empty optional field is no answer, not an error.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/** A package the form offers: its slug (the select's value, `?package=`) and its name (what is stored). */
type OfferedPackage = { slug: string; name: string };

/**
 * The partnership inquiry form of /advertise. The package, when one is chosen, must be one of those on offer
 * now; its name is what is stored, so an inquiry still reads right after the packages change.
 */
export function advertisingInquirySchema(packages: readonly OfferedPackage[]) {
  const names = new Map(packages.map((offered) => [offered.slug, offered.name]));
  return z.object({
    name: singleLine('Your name')
      .min(1, 'Please enter your name')
      .max(120, 'Please keep your name under 120 characters'),
    email: singleLine('Your e-mail address')
      .max(254, 'Please enter a valid e-mail address')
      .pipe(z.email({ error: 'Please enter a valid e-mail address' })),
    company: optional(singleLine('The company').max(200, 'Please keep the company under 200 characters')),
    package: optional(
      singleLine('The package')
        .refine((slug) => names.has(slug), 'Please choose one of the packages listed, or none')
        .transform((slug) => names.get(slug)!),
    ),
    budget: optional(singleLine('The budget').max(100, 'Please keep the budget under 100 characters')),
    message: multiLine('Your message')
      .min(1, 'Please tell us about your campaign')
      .max(5000, 'Please keep the message under 5,000 characters'),
  });
}

export type AdvertisingInquiryInput = z.infer<ReturnType<typeof advertisingInquirySchema>>;

/** Inquiries a sender may send per hour: a partner writes once or twice, not more. */
export const ADVERTISING_RATE_LIMIT = {
  bucket: 'advertising',
  limit: 5,
  windowMs: 60 * 60 * 1000,
} satisfies RateLimit;

/** Stores a partnership inquiry unless the sender has sent too many in the last hour; the same one resent
 * within a minute is stored once. */
export async function submitAdvertisingInquiry(
  db: Database,
  input: AdvertisingInquiryInput,
  sender: Sender,
): Promise<StoreResult> {
  const row = {
    name: input.name,
    email: input.email.toLowerCase(),
    company: input.company ?? null,
    packageName: input.package ?? null,
    budget: input.budget ?? null,
    message: input.message,
  };
  return storeOnce(db, { table: advertisingInquiries, fields: row, rule: ADVERTISING_RATE_LIMIT, sender });
}
