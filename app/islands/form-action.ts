import { useCallback, useState, type FormEvent } from 'react';
import { FORM_ANSWER_HEADER } from './form-answer-header';

export type FormActionState = 'idle' | 'submitting';

type Outcome<T> = { kind: 'answer'; answer: T } | { kind: 'moved'; location: string };

/**
 * Posts a form to its route's action as a plain POST would, asking for the action's data as JSON (the server
 * skips rendering the page: app/entry.server.tsx). One action serves the form with and without scripts.
 * Throws when the answer is not the action's (a network failure, an error page).
 */
async function postForm<T>(action: string, body: FormData | URLSearchParams): Promise<Outcome<T>> {
  // Only this site: a form whose action names another would be sent by the browser itself.
  const url = new URL(action, window.location.href);
  if (url.origin !== window.location.origin) throw new Error("The form's action is on another site");
  const response = await fetch(url, { method: 'POST', body, headers: { [FORM_ANSWER_HEADER]: '1' } });
  // An action that redirects sends the reader on; fetch has followed the redirect already.
  if (response.redirected) return { kind: 'moved', location: response.url };
  if (!response.headers.get('Content-Type')?.startsWith('application/json')) {
    throw new Error(`The form's action answered ${response.status} without its data`);
  }
  return { kind: 'answer', answer: (await response.json()) as T };
}

/**
 * A form of an island that answers in place: spread `onSubmit` on a plain `<form method="post" action=…>`.
 * `answer` starts as what a plain POST rendered into the page (`posted`, when scripts had not loaded) and
 * becomes the action's answer to each submission. If the action's answer cannot be had, the form is sent the
 * plain way, so nothing the reader typed is lost.
 */
export function useFormAction<T>(posted?: T) {
  const [state, setState] = useState<FormActionState>('idle');
  const [answer, setAnswer] = useState<T | undefined>(posted);
  const onSubmit = useCallback((event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const fields = new FormData(form, submitter);
    // Encoded as the browser would send the form: the server takes multipart bodies only where a form says so.
    const body =
      form.enctype === 'multipart/form-data'
        ? fields
        : new URLSearchParams(
            [...fields].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
          );
    setState('submitting');
    postForm<T>(form.getAttribute('action') ?? window.location.pathname, body).then(
      (outcome) => {
        if (outcome.kind === 'moved') {
          window.location.assign(outcome.location);
          return;
        }
        setAnswer(outcome.answer);
        setState('idle');
      },
      () => form.submit(),
    );
  }, []);
  return { state, answer, onSubmit };
}
