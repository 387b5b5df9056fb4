import { privatePage } from './cache-headers';
import { z } from 'zod';

/** A newsletter link's token from the address (or, for a form on the page, its hidden field). */
export const linkToken = (request: Request, form?: FormData): string => {
  const value = form?.get('token') ?? new URL(request.url).searchParams.get('token') ?? '';
  const parsed = z
    .string()
    .max(400)
    .regex(/^[\w.-]*$/)
    .safeParse(value);
  return parsed.success ? parsed.data : '';
};

/** What a reader is told when a link does not work, by why. */
export const linkProblem = {
  invalid: 'This link does not work. Open it again from the e-mail, or sign up again on the newsletter page.',
  expired:
    'This link has expired or a newer one has been sent. Sign up again on the newsletter page and we will send a fresh one.',
} as const;

/** Pages opened by a personal link: kept by no cache and shown to no search engine. */
export const personalPage = { ...privatePage, 'X-Robots-Tag': 'noindex' };
