import { z } from 'zod';
import { singleLine } from '~/lib/form-text';

/**
 * What an editor types for an affiliate mapping. The keyword is what pages link (whole words, any case), so
 * it needs two characters and a letter or digit; the target must be https, the shop named.
 */
export const affiliateMappingSchema = z.object({
  keyword: singleLine('The keyword')
    .min(1, 'Please enter a keyword')
    .min(2, 'Please enter a keyword of at least 2 characters')
    .max(80, 'Please keep the keyword under 80 characters')
    .refine((keyword) => /[\p{L}\p{N}]/u.test(keyword), 'The keyword needs at least one letter or digit'),
  shopName: singleLine('The shop name')
    .min(1, 'Please enter the shop name')
    .max(120, 'Please keep the shop name under 120 characters'),
  // The URL parser drops tabs and line breaks while checking, so the line check comes first.
  affiliateUrl: singleLine('The affiliate URL')
    .min(1, 'Please enter the affiliate URL')
    .max(2000, 'Please keep the affiliate URL under 2,000 characters')
    .pipe(z.url({ protocol: /^https$/, error: 'Please enter a full address starting with https://' }))
    .refine((url) => {
      const parsed = new URL(url);
      return !parsed.username && !parsed.password;
    }, 'The address must not contain a user name or password'),
});

export type AffiliateMappingInput = z.infer<typeof affiliateMappingSchema>;
