import { z } from 'zod';
import { singleLine } from '~/lib/form-text';

/**
 * What an editor types for an affiliate mapping. The keyword is what pages link (whole words, any case), so
 * it needs two characters and a letter or digit; the target must be https, the shop named.
 */
export const affiliateMappingSchema = z.object({
  keyword: singleLine('The keyword')
    // Each field says one thing at a time: the first check that fails stops the others.
    .min(1, { error: 'Please enter a keyword', abort: true })
    .min(2, { error: 'Please enter a keyword of at least 2 characters', abort: true })
    .max(80, 'Please keep the keyword under 80 characters')
    .refine((keyword) => /[\p{L}\p{N}]/u.test(keyword), 'The keyword needs at least one letter or digit'),
  shopName: singleLine('The shop name')
    .min(1, 'Please enter the shop name')
    .max(120, 'Please keep the shop name under 120 characters'),
  // The URL parser drops tabs and line breaks while checking, so the line check comes first.
  affiliateUrl: singleLine('The affiliate URL')
    .min(1, { error: 'Please enter the affiliate URL', abort: true })
    .max(2000, 'Please keep the affiliate URL under 2,000 characters')
    .pipe(z.url({ protocol: /^https$/, error: 'Please enter a full address starting with https://' }))
    // Runs even when the URL check failed (zod goes on after a failed check): an unparsable URL is that check's.
    .refine((url) => {
      const parsed = URL.parse(url);
      return !parsed || (!parsed.username && !parsed.password);
    }, 'The address must not contain a user name or password'),
});

export type AffiliateMappingInput = z.infer<typeof affiliateMappingSchema>;
