import type { ReactNode } from 'react';
import type { FormAnswer } from '~/routes/shared/public-form.server';
import { TextField } from './ui/field';

type Refused = Extract<FormAnswer, { ok: false }>;

/**
 * The sender's name and e-mail address, as every public form asks them (contact, advertising, tips): what a
 * refused submission was typed with is put back, with each field's errors. Two fields, for the caller's grid.
 */
export function SenderFields({ failed, optional = false }: { failed?: Refused; optional?: boolean }) {
  const suffix = optional ? ' (optional)' : '';
  return (
    <>
      <TextField
        label={`Name${suffix}`}
        name="name"
        required={!optional}
        autoComplete="name"
        maxLength={120}
        defaultValue={failed?.values.name}
        errors={failed?.fieldErrors.name}
      />
      <TextField
        label={`E-mail${suffix}`}
        name="email"
        type="email"
        required={!optional}
        autoComplete="email"
        maxLength={254}
        defaultValue={failed?.values.email}
        errors={failed?.fieldErrors.email}
      />
    </>
  );
}

/** Where a public form's answer is announced: the thanks once it is sent, else the refusal's message. */
export function FormStatus({
  sent,
  failed,
  children,
}: {
  sent: boolean;
  failed?: Refused;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-live="polite">
      {sent ? (
        <p className="rounded-xl border border-border bg-surface-2 p-4">{children}</p>
      ) : failed ? (
        <p className="text-danger">{failed.message}</p>
      ) : null}
    </div>
  );
}
