import { z } from 'zod';
import type { Database } from '~/db/client.server';
import { contactMessages } from '~/db/schema/participation';
import { multiLine, singleLine } from '~/lib/form-text';
import { type Sender, rateLimits } from '../rate-limits/rate-limit.server';
import { type StoreResult, storeOnce } from './store-once.server';

export const contactMessageSchema = z.object({
  name: singleLine('Your name')
    .min(1, 'Please enter your name')
    .max(120, 'Please keep your name under 120 characters'),
  email: singleLine('Your e-mail address')
    .max(254, 'Please enter a valid e-mail address')
    .pipe(z.email({ error: 'Please enter a valid e-mail address' })),
  subject: singleLine('The subject')
    .min(1, 'Please enter a subject')
    .max(200, 'Please keep the subject under 200 characters'),
  message: multiLine('Your message')
    .min(1, 'Please enter a message')
    .max(5000, 'Please keep the message under 5,000 characters'),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const CONTACT_RATE_LIMIT = rateLimits.contact;

/** Stores a contact message unless the sender has sent too many in the last hour; the same one resent within
 * a minute is stored once. */
export async function submitContactMessage(
  db: Database,
  input: ContactMessageInput,
  sender: Sender,
): Promise<StoreResult> {
  const row = { ...input, email: input.email.toLowerCase() };
  return storeOnce(db, { table: contactMessages, fields: row, rule: CONTACT_RATE_LIMIT, sender });
}
