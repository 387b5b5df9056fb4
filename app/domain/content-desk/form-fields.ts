// What a desk content form is made of, as data: the same description draws the form (the screen) and reads
// it (form-schema.ts on the server), so a field's label, limit and kind are written once. Pure, no zod, so
// the screens' bundle stays small.

export type FieldOption = { readonly value: string; readonly label: string };

type FieldBase = {
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly required?: boolean;
  /** What a new entry's form starts with, as the form's text. */
  readonly initial?: string;
};

export type FieldSpec = FieldBase &
  (
    | { readonly type: 'text'; readonly max: number }
    | { readonly type: 'textarea'; readonly max: number; readonly rows?: number }
    /** Rich text: HTML kept through the site's one allowlist (app/lib/html.ts). */
    | { readonly type: 'html'; readonly max: number }
    /**
     * HTML or plain text, as the page that shows it reads it (a transcript): text that starts with a tag is
     * HTML and goes through the allowlist; anything else is kept as typed and escaped where it is shown.
     */
    | { readonly type: 'htmlOrText'; readonly max: number }
    /** An http(s) address. */
    | { readonly type: 'url' }
    /** An image: an http(s) address, an uploaded image (`/uploads/…`) or one of the site's own files. */
    | { readonly type: 'image' }
    /** The address's last part; made from `from` when left blank. */
    | { readonly type: 'slug'; readonly from: string }
    /** A calendar day, YYYY-MM-DD. */
    | { readonly type: 'date' }
    /** A moment, as a `datetime-local` control sends it (read in UTC). */
    | { readonly type: 'datetime' }
    | { readonly type: 'integer'; readonly min: number; readonly max: number }
    | { readonly type: 'decimal'; readonly min: number; readonly max: number; readonly step: number }
    /** An amount such as 249.99, kept in cents. */
    | { readonly type: 'money' }
    /** A running time such as 6:05 or 1:02:09, kept in seconds. */
    | { readonly type: 'duration' }
    | { readonly type: 'select'; readonly options: readonly FieldOption[] }
    /**
     * A child row's own id, carried in a hidden field so saving updates the row rather than replacing it
     * (a retailer's id is its `/go/{id}` link and the key of its click counts).
     */
    | { readonly type: 'rowId' }
    /** Another entry (an author, a gear item), chosen from what the database holds; kept as its id. */
    | { readonly type: 'reference'; readonly to: string }
    | { readonly type: 'checkbox' }
    /** One entry per line (pros, benefits, aliases). */
    | { readonly type: 'list'; readonly maxItems: number; readonly maxLength: number }
    /** `Name: value` per line (a gear item's specs). */
    | { readonly type: 'pairs'; readonly maxItems: number; readonly maxLength: number }
  );

export type FieldType = FieldSpec['type'];

/** Child rows edited with their parent (a release's tracks, a festival's line-up): a set of fields per row. */
export type RowGroup = {
  readonly name: string;
  /** The group's heading ("Tracks") and one row's name ("Track"). */
  readonly label: string;
  readonly rowLabel: string;
  readonly hint?: string;
  readonly fields: readonly FieldSpec[];
  readonly maxRows: number;
};

export type FormSection = { readonly title: string; readonly fields: readonly FieldSpec[] };

/** A whole form: its sections of fields, then its groups of child rows. */
export type FormLayout = { readonly sections: readonly FormSection[]; readonly groups: readonly RowGroup[] };

/** The name of a child row's field in the posted form: `tracks.2.title`. */
export const rowFieldName = (group: string, index: number, field: string) => `${group}.${index}.${field}`;

/** The posted field that asks to drop a row on saving. */
export const REMOVE_FIELD = 'remove';

/** The posted field that says how many rows of a group the form showed (blank ones included). */
export const rowCountName = (group: string) => `${group}.rows`;

/** Blank rows offered below a group's rows, and how many more "Add rows" gives. */
export const BLANK_ROWS = 2;
export const ADD_ROWS = 3;

export const allFields = (layout: FormLayout): FieldSpec[] => layout.sections.flatMap((s) => [...s.fields]);

// The values a form's description reads into, for the stores' types.

type Nullable<F, T> = F extends { required: true } ? T : T | null;

export type FieldValue<F extends FieldSpec> = F extends {
  type: 'text' | 'textarea' | 'html' | 'htmlOrText' | 'slug';
}
  ? string
  : F extends { type: 'url' | 'image' | 'date' | 'reference' | 'rowId' }
    ? Nullable<F, string>
    : F extends { type: 'datetime' }
      ? Nullable<F, Date>
      : F extends { type: 'integer' | 'decimal' | 'money' | 'duration' }
        ? Nullable<F, number>
        : F extends { type: 'select'; options: readonly (infer O)[] }
          ? O extends { value: infer V }
            ? V
            : never
          : F extends { type: 'checkbox' }
            ? boolean
            : F extends { type: 'list' }
              ? string[]
              : F extends { type: 'pairs' }
                ? Record<string, string>
                : never;

export type ValuesOf<Fields extends readonly FieldSpec[]> = {
  [F in Fields[number] as F['name']]: FieldValue<F>;
};

type SectionFields<L extends FormLayout> = L['sections'][number]['fields'];

/** What a form's layout reads into: each field's value, and each group's rows. */
export type FormInput<L extends FormLayout> = ValuesOf<SectionFields<L>> & {
  [G in L['groups'][number] as G['name']]: ValuesOf<G['fields']>[];
};
