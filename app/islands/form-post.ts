import { useCallback, useState, type FormEvent } from 'react';
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router';

// `form-action.ts` with one change (its owner applies it there at merge, then this file goes): the fields are
// sent URL-encoded, as the browser sends these forms without scripts. The server refuses a multipart body on
// every address but the desk's uploads (app/lib/request-limits.ts: 415), which is what a FormData body is.

export type FormActionState = 'idle' | 'submitting';

type Outcome<T> = { kind: 'answer'; answer: T } | { kind: 'redirect'; location: string };

/** The address of a route's data endpoint, which answers a POST with the action's data (React Router). */
function dataUrl(action: string): URL {
  const url = new URL(action, window.location.href);
  url.pathname = url.pathname.endsWith('/') ? `${url.pathname}_.data` : `${url.pathname}.data`;
  return url;
}

/** A form's fields as `application/x-www-form-urlencoded` (a file field, which these forms have not, by name). */
function urlEncoded(fields: FormData): URLSearchParams {
  return new URLSearchParams(
    [...fields].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
  );
}

/**
 * Posts a form to its route's action the way React Router's own client does (the `.data` endpoint, answered
 * in React Router's stream encoding), so one action serves the form with and without scripts. Throws when
 * the answer is not the action's: a network failure or an error page.
 */
async function postForm<T>(action: string, body: URLSearchParams): Promise<Outcome<T>> {
  const response = await fetch(dataUrl(action), { method: 'POST', body });
  const redirect = response.headers.get('X-Remix-Redirect');
  if (response.status === 204 && redirect) return { kind: 'redirect', location: redirect };
  if (!response.body || (response.status >= 400 && !response.headers.has('X-Remix-Response'))) {
    throw new Error(`The form's action answered ${response.status}`);
  }
  const decoded = await decodeViaTurboStream(response.body, window);
  const value = decoded.value as { data?: T; redirect?: string };
  if (typeof value.redirect === 'string') return { kind: 'redirect', location: value.redirect };
  if (!('data' in value)) throw new Error("The form's action answered without data");
  return { kind: 'answer', answer: value.data as T };
}

/**
 * A form of an island that answers in place: spread `onSubmit` on a plain `<form method="post" action=…>`.
 * `answer` starts as what a plain POST rendered into the page (`posted`, when scripts had not loaded) and
 * becomes the action's answer to each submission. If the action cannot be reached through fetch, the form is
 * sent the plain way, so nothing the reader typed is lost.
 */
export function useFormAction<T>(posted?: T) {
  const [state, setState] = useState<FormActionState>('idle');
  const [answer, setAnswer] = useState<T | undefined>(posted);
  const onSubmit = useCallback((event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const body = urlEncoded(new FormData(form, submitter));
    setState('submitting');
    postForm<T>(form.getAttribute('action') ?? window.location.pathname, body).then(
      (outcome) => {
        if (outcome.kind === 'redirect') {
          window.location.assign(outcome.location);
          return;
        }
        setAnswer(outcome.answer);
        setState('idle');
      },
      () => form.submit(),
    );
  }, []);
  return { state, answer, onSubmit, reset: useCallback(() => setAnswer(undefined), []) };
}
