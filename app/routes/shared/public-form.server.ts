import { data, type RouterContextProvider } from 'react-router';
import { appServices, requestInfo } from '~/app-context.server';
import type { AppServices } from '~/app-context.server';
import type { Database } from '~/db/client.server';
import { clientSender, type Sender } from '~/domain/rate-limits/rate-limit.server';
import { textValuesOf, type FieldErrors, type ParsedForm } from '~/lib/form-data';

/** The name of the field only robots fill (`<Honeypot />` draws it out of sight). */
const HONEYPOT_FIELD = 'website';

/**
 * What a public form answers, the same with and without JavaScript. A refusal carries what was typed
 * (`values`, one per field) and, for fields that may come many times (a group of boxes), every value sent
 * (`ticked`), so the form is put back as the reader left it.
 */
export type FormAnswer =
  | { ok: true }
  | {
      ok: false;
      fieldErrors: FieldErrors;
      values: Record<string, string>;
      ticked?: Record<string, string[]>;
      message: string;
    };

export type PublicForm<T> = {
  /** Reads and checks the fields (usually `parseForm` with the form's schema). */
  parse: (form: FormData) => ParsedForm<T>;
  /** Stores the submission; `rate_limited` when the sender has sent too many. */
  submit: (
    db: Database,
    input: T,
    sender: Sender,
    services: AppServices,
  ) => Promise<{ ok: true } | { ok: false; reason: 'rate_limited' }>;
  /** Fields that may come many times (a group of boxes), whose every value a refusal sends back. */
  lists?: readonly string[];
  /** `invalid` may name what was refused (`fieldErrorSummary`): a fixed one can point at the wrong field. */
  messages: { invalid: string | ((fieldErrors: FieldErrors) => string); rateLimited: string };
};

/** The form's fields as typed, to put back into the form after a refusal. */
const typedValues = (form: FormData) =>
  Object.fromEntries(
    [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : '']),
  );

/** Every value sent for each of `lists` (boxes ticked), or nothing when the form has no such field. */
const tickedValues = (form: FormData, lists: readonly string[] = []) =>
  lists.length === 0 ? undefined : Object.fromEntries(lists.map((name) => [name, textValuesOf(form, name)]));

/**
 * The action of every public form: parse and check the fields (400 with field errors), store within the
 * sender's rate limit (429), answer. A browser without JavaScript gets the same answer, rendered into the
 * page it posted from.
 */
export async function publicFormAction<T>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  form: PublicForm<T>,
) {
  const services = context.get(appServices);
  const { db } = services;
  const fields = await request.formData();
  // The field people never see (HONEYPOT_FIELD): a form that fills it is a robot's, answered as if it
  // worked, and nothing is stored or sent.
  if (String(fields.get(HONEYPOT_FIELD) ?? '') !== '') return data<FormAnswer>({ ok: true });
  const parsed = form.parse(fields);
  const ticked = tickedValues(fields, form.lists);
  if (!parsed.ok) {
    const { invalid } = form.messages;
    const message = typeof invalid === 'string' ? invalid : invalid(parsed.fieldErrors);
    return data<FormAnswer>(
      { ok: false, fieldErrors: parsed.fieldErrors, values: parsed.values, ticked, message },
      { status: 400 },
    );
  }
  const result = await form.submit(
    db,
    parsed.data,
    clientSender(services.config, context.get(requestInfo).clientIp),
    services,
  );
  if (!result.ok)
    return data<FormAnswer>(
      { ok: false, fieldErrors: {}, values: typedValues(fields), ticked, message: form.messages.rateLimited },
      { status: 429 },
    );
  return data<FormAnswer>({ ok: true });
}
