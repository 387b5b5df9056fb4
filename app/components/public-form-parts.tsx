import type { ReactNode } from 'react';
import type { FormAnswer } from '~/routes/shared/public-form.server';
import { TextField } from './ui/field';
import { useFocusOnChange } from './use-focus-on-change';

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
export function FormStatus({
  sent,
  failed,
  children,
}: {
  sent: boolean;
  failed?: Refused;
  children: ReactNode;
}) {
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
