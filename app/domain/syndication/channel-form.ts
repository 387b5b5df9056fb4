import { z } from 'zod';
import { articleCategories } from '~/db/schema/enums';
import { channelKinds } from '~/db/schema/syndication';

const list = (max: number) =>
  z
    .string()
    .max(2000)
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .slice(0, max),
    );

const httpUrl = z
  .url({ error: 'Enter the full address, starting with https://' })
  .max(500)
  .refine((value) => /^https?:\/\//.test(value), 'Only http and https addresses can be used');

/** A new channel as the desk's form sends it; the secret is the one field never shown again. */
export const channelSchema = z
  .object({
    kind: z.enum(channelKinds, { error: 'Choose Mastodon, Bluesky or a webhook' }),
    name: z.string().trim().min(1, 'Give the channel a name').max(80),
    endpoint: httpUrl,
    handle: z.string().trim().max(253).optional().default(''),
    secret: z.string().min(8, 'The token, app password or secret has at least 8 characters').max(500),
    tags: list(20),
  })
  .refine((channel) => channel.kind !== 'bluesky' || /^[\w.-]+\.[a-z]{2,}$/i.test(channel.handle), {
    path: ['handle'],
    message: 'A Bluesky handle such as news.bsky.social',
  });

export type ChannelForm = z.infer<typeof channelSchema>;

/** The categories ticked on the form (a field that comes once per box). */
export const channelCategories = z
  .array(z.enum(articleCategories, { error: 'Unknown category' }))
  .max(articleCategories.length);
