import { SelectField, TextAreaField, TextField } from '~/components/ui/field';
import type { FieldOption, FieldSpec } from '~/domain/content-desk/form-fields';

export type FieldState = {
  values: Record<string, string>;
  errors: Record<string, string[]>;
  /** Options read from the database for reference fields (authors, gear items), by field name. */
  choices: Record<string, FieldOption[]>;
};

const htmlClass =
  'min-h-32 w-full rounded-xl border border-border bg-surface px-4 py-2 font-mono text-sm text-text aria-[invalid=true]:border-danger';

const hints: Partial<Record<FieldSpec['type'], string>> = {
  html: 'HTML: paragraphs, headings, lists, links, images, quotes, tables and players from YouTube, SoundCloud, Spotify, Bandcamp or Mixcloud. Anything else is removed on saving.',
  htmlOrText:
    'Plain text (paragraphs separated by a blank line), or HTML starting with a tag, kept through the same allowlist as rich text.',
  list: 'One per line.',
  pairs: 'One per line, as “Name: value”.',
  image: 'An https address, or an image from the Media page (/uploads/…).',
  url: 'An http(s) address.',
  money: 'Such as 249 or 249.99.',
  duration: 'Minutes and seconds, such as 6:05.',
  datetime: 'In UTC.',
};

/**
 * One field of a desk form, drawn from its description; `name` is where it is posted (a child row's field
 * carries its row: `tracks.2.title`). Required top-level fields say so to the browser too; a child row's do
 * not, since its blank rows are left out rather than refused.
 */
export function DeskField({
  spec,
  name = spec.name,
  state,
  inRow = false,
}: {
  spec: FieldSpec;
  name?: string;
  state: FieldState;
  inRow?: boolean;
}) {
  const value = state.values[name] ?? '';
  const common = {
    label: spec.label,
    name,
    errors: state.errors[name],
    hint: [spec.hint, inRow ? undefined : hints[spec.type]].filter(Boolean).join(' ') || undefined,
    required: spec.required && !inRow ? true : undefined,
  };
  switch (spec.type) {
    case 'textarea':
    case 'html':
    case 'htmlOrText':
    case 'list':
    case 'pairs':
      return (
        <TextAreaField
          {...common}
          defaultValue={value}
          rows={
            spec.type === 'textarea'
              ? (spec.rows ?? 4)
              : spec.type === 'list' || spec.type === 'pairs'
                ? 4
                : 12
          }
          maxLength={spec.type === 'list' || spec.type === 'pairs' ? undefined : spec.max}
          {...(spec.type === 'html' || spec.type === 'htmlOrText' ? { className: htmlClass } : {})}
        />
      );
    case 'select':
      return (
        <SelectField {...common} defaultValue={value}>
          {spec.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      );
    case 'reference':
      return (
        <SelectField {...common} defaultValue={value}>
          <option value="">None</option>
          {(state.choices[spec.name] ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      );
    case 'rowId':
      return <input type="hidden" name={name} value={value} />;
    case 'checkbox':
      return <CheckboxField label={spec.label} name={name} checked={value !== ''} hint={common.hint} />;
    default:
      return <TextField {...common} defaultValue={value} {...inputProps(spec)} />;
  }
}

function inputProps(spec: FieldSpec): React.InputHTMLAttributes<HTMLInputElement> {
  switch (spec.type) {
    case 'text':
      return { maxLength: spec.max };
    case 'slug':
      return { maxLength: 80, pattern: '[a-z0-9]+(-[a-z0-9]+)*', spellCheck: false };
    case 'url':
      return { type: 'url', inputMode: 'url', maxLength: 2048, spellCheck: false };
    case 'image':
      return { inputMode: 'url', maxLength: 2048, spellCheck: false, list: 'desk-uploads' };
    case 'date':
      return { type: 'date' };
    case 'datetime':
      return { type: 'datetime-local' };
    case 'integer':
      return { type: 'number', min: spec.min, max: spec.max, step: 1 };
    case 'decimal':
      return { type: 'number', min: spec.min, max: spec.max, step: spec.step };
    case 'money':
      return { inputMode: 'decimal', maxLength: 12 };
    case 'duration':
      return { maxLength: 9, placeholder: '6:05' };
    default:
      return {};
  }
}

export function CheckboxField({
  label,
  name,
  checked,
  hint,
}: {
  label: string;
  name: string;
  checked: boolean;
  hint?: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          name={name}
          defaultChecked={checked}
          aria-describedby={hint ? `field-${name}-hint` : undefined}
          className="size-5 accent-[var(--accent)]"
        />
        {label}
      </label>
      {hint ? (
        <p id={`field-${name}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
