import { z } from 'zod';
import type { FieldErrors, ParsedForm } from '~/lib/form-data';
import { singleLine } from '~/lib/form-text';
import { newsletterTopics } from './topics';

const topicIds = newsletterTopics.map((topic) => topic.id) as [string, ...string[]];

export const subscribeSchema = z.object({
  email: singleLine('Your e-mail address')
    .max(254, 'Please enter a valid e-mail address')
    .pipe(z.email({ error: 'Please enter a valid e-mail address' }))
    .transform((email) => email.toLowerCase()),
  topics: z
    .array(z.enum(topicIds, { error: 'Unknown topic' }))
    .max(topicIds.length)
    .default([]),
});

export type SubscribeInput = z.infer<typeof subscribeSchema>;

/** Reads the sign-up form: the address, and the topics ticked (a field that may come many times). */
export function parseSubscription(form: FormData): ParsedForm<SubscribeInput> {
  const email = form.get('email');
  const values = { email: typeof email === 'string' ? email : '' };
  const parsed = subscribeSchema.safeParse({ ...values, topics: form.getAll('topics').map(String) });
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues)
    (fieldErrors[String(issue.path[0] ?? 'form')] ??= []).push(issue.message);
  return { ok: false, fieldErrors, values };
}
