import type { FormEventHandler, ReactNode } from 'react';
import type { FormAnswer } from '~/routes/shared/public-form.server';
import { Honeypot } from './honeypot';
import { buttonClass } from '../ui/button-link';
import { TextField } from '../ui/field';
import { useFocusOnChange } from '../use-focus-on-change';

type Refused = Extract<FormAnswer, { ok: false }>;

/**
 * The sender's name and e-mail address, as every public form asks them (contact, advertising, tips): what a
 * refused submission was typed with is put back (`kept`, the refusal even once its errors are dismissed:
 * a field's starting value that changed would change what a field not yet edited shows), with each field's
 * errors (`failed`). Two fields, for the caller's grid.
 */
export function SenderFields({
  failed,
  kept = failed,
  optional = false,
}: {
  failed?: Refused;
  kept?: Refused;
  optional?: boolean;
}) {
  const suffix = optional ? ' (optional)' : '';
  return (
    <>
      <TextField
        label={`Name${suffix}`}
        name="name"
        required={!optional}
        autoComplete="name"
        maxLength={120}
        defaultValue={kept?.values.name}
        errors={failed?.fieldErrors.name}
      />
      <TextField
        label={`E-mail${suffix}`}
        name="email"
        type="email"
        required={!optional}
        autoComplete="email"
        maxLength={254}
        defaultValue={kept?.values.email}
        errors={failed?.fieldErrors.email}
      />
    </>
  );
}

/**
 * Where a public form's answer is announced: the thanks once it is sent, else the refusal's message. Put it at
 * the top of the form, where a reader sent to the form's fragment after a plain POST lands (a message at its
 * foot was below the fold on a phone); with scripts, each new answer takes the focus here.
 */
function FormStatus({ sent, failed, children }: { sent: boolean; failed?: Refused; children: ReactNode }) {
  const ref = useFocusOnChange<HTMLDivElement>(sent ? 'sent' : failed);
  return (
    <div ref={ref} role="status" aria-live="polite" tabIndex={-1}>
      {sent ? (
        <p className="mb-4 rounded-xl border border-border bg-surface-2 p-4">{children}</p>
      ) : failed ? (
        <p className="mb-4 text-danger">{failed.message}</p>
      ) : null}
    </div>
  );
}

/**
 * A public form as every one of them is laid out (contact, advertising, tips): its answer's status first, in a
 * frame the action's fragment (`id`) scrolls to after a plain POST, then the form with the robots' hidden field,
 * the caller's fields and the submit button, which says `busyLabel` while the answer is awaited. A new
 * `formKey` (after a success) clears every field.
 */
export function AnsweredForm({
  id,
  action,
  formKey,
  sent,
  failed,
  thanks,
  className,
  onSubmit,
  onInput,
  submitLabel,
  busyLabel = 'Sending…',
  busy,
  submitDisabled = false,
  children,
}: {
  id: string;
  /** The page whose action answers the form. */
  action: string;
  formKey: string | number;
  sent: boolean;
  failed?: Refused;
  thanks: ReactNode;
  className: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onInput?: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  busyLabel?: string;
  busy: boolean;
  submitDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <div id={id} className="scroll-mt-24">
      <FormStatus sent={sent} failed={failed}>
        {thanks}
      </FormStatus>
      <form
        key={formKey}
        method="post"
        action={`${action}#${id}`}
        noValidate
        className={className}
        onInput={onInput}
        onSubmit={onSubmit}
      >
        <Honeypot />
        {children}
        <div>
          <button type="submit" disabled={busy || submitDisabled} className={buttonClass('primary')}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </div>
  );
}
