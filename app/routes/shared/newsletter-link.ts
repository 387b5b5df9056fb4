import { data } from 'react-router';
import { z } from 'zod';
import { privatePage } from './cache-headers';

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

/** An action's answer when the link in it does not work: the reader's reason, and the page's other fields. */
export const linkFailed = <Extra extends object>(reason: keyof typeof linkProblem, extra: Extra) =>
  data(
    { done: false as const, problem: linkProblem[reason], ...extra },
    { status: 400, headers: personalPage },
  );
