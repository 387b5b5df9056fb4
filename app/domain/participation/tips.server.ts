import { z } from 'zod';
import type { Database } from '~/db/client.server';
import { tips } from '~/db/schema/participation';
import { multiLine, singleLine } from '~/lib/form-text';
import { type Sender, rateLimits } from '../rate-limits/rate-limit.server';
import { type StoreResult, storeOnce } from './store-once.server';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

export const tipSchema = z.object({
  name: optional(singleLine('Your name').max(120, 'Please keep your name under 120 characters')),
  email: optional(
    singleLine('Your e-mail address')
      .max(254, 'Please enter a valid e-mail address, or leave it empty')
      .pipe(z.email({ error: 'Please enter a valid e-mail address, or leave it empty' })),
  ),
  // The URL parser drops tabs and line breaks while checking, so the line check must come first.
  url: optional(
    singleLine('The link')
      .max(2000, 'Please keep the link under 2,000 characters')
      .pipe(
        z.url({ protocol: /^https?$/, error: 'Please enter a full link starting with http:// or https://' }),
      ),
  ),
  message: multiLine('Your tip')
    .min(10, 'Please write at least 10 characters: who, what, when, where and why.')
    .max(5000, 'Please keep the message under 5,000 characters'),
});

export type TipInput = z.infer<typeof tipSchema>;

const TIP_RATE_LIMIT = rateLimits.tips;

/** Stores a reader's tip for the editors, unless the sender has sent too many this hour; the same tip resent
 * within a minute is stored once. */
export async function submitTip(db: Database, input: TipInput, sender: Sender): Promise<StoreResult> {
  const row = {
    name: input.name ?? null,
    email: input.email?.toLowerCase() ?? null,
    url: input.url ?? null,
    message: input.message,
  };
  return storeOnce(db, { table: tips, fields: row, rule: TIP_RATE_LIMIT, sender });
}
