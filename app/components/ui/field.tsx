import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

const inputClass =
  'min-h-11 w-full rounded-xl border border-border bg-surface px-4 py-2 text-text placeholder:text-muted aria-[invalid=true]:border-danger';

type Common = { label: string; name: string; errors?: string[]; hint?: string };

function FieldShell({ label, name, errors, hint, children }: Common & { children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`field-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`field-${name}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={`field-${name}-error`} className="text-sm text-danger" role="alert">
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}

/** What every control of a field carries: its id and name, whether it is invalid, and its hint and error. */
const controlProps = (name: string, errors?: string[], hint?: string) => ({
  id: `field-${name}`,
  name,
  'aria-invalid': errors?.length ? true : undefined,
  'aria-describedby':
    [hint ? `field-${name}-hint` : '', errors?.length ? `field-${name}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined,
});

export function TextField({
  label,
  name,
  errors,
  hint,
  ...props
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell label={label} name={name} errors={errors} hint={hint}>
      <input {...controlProps(name, errors, hint)} className={inputClass} {...props} />
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  name,
  errors,
  hint,
  ...props
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell label={label} name={name} errors={errors} hint={hint}>
      <textarea {...controlProps(name, errors, hint)} className={`${inputClass} min-h-32`} {...props} />
    </FieldShell>
  );
}

export function SelectField({
  label,
  name,
  errors,
  hint,
  children,
  ...props
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell label={label} name={name} errors={errors} hint={hint}>
      <select {...controlProps(name, errors, hint)} className={inputClass} {...props}>
        {children}
      </select>
    </FieldShell>
  );
}
