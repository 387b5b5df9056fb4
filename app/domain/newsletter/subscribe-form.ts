import { z } from 'zod';
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
