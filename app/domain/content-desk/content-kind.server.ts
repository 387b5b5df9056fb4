import type { Database } from '~/db/client.server';
import type { AuditActor } from '~/domain/auth/audit.server';
import type { FieldErrors } from '~/lib/form-data';
import type { DeskList, DeskListQuery } from './content-list';
import type { FieldOption, FormInput, FormLayout } from './form-fields';
import { formValuesOf } from './form-values';
import { readDeskForm } from './read-desk-form';

/** A stored entry as its store reads it back: its form's input, and what the desk says about it. */
export type LoadedEntry<L extends FormLayout> = {
  input: FormInput<L>;
  title: string;
  /** Where readers find it (`/releases/…`), or null while they cannot (a draft) or never do. */
  publicPath: string | null;
  /** When it was first published, for kinds that keep it. */
  publishedAt?: Date | null;
};

export type SaveOutcome = { ok: true; id: string; title: string } | { ok: false; fieldErrors: FieldErrors };

/** What a kind's store does: the SQL of listing, reading, saving (with its audit entry) and deleting. */
export type KindStore<L extends FormLayout> = {
  list: (db: Database, query: DeskListQuery) => Promise<DeskList>;
  load: (db: Database, id: string) => Promise<LoadedEntry<L> | undefined>;
  /** Creates (id null) or updates the entry; refusals the database decides (a taken slug) as field errors. */
  save: (
    db: Database,
    actor: AuditActor,
    id: string | null,
    input: FormInput<L>,
  ) => Promise<SaveOutcome | undefined>;
  remove: (db: Database, actor: AuditActor, id: string) => Promise<{ title: string } | undefined>;
  /** Choices read from the database for `reference` fields (authors, gear items), by field name. */
  choices?: (db: Database) => Promise<Record<string, FieldOption[]>>;
};

export type EntryForm = {
  values: Record<string, string>;
  title: string;
  publicPath: string | null;
};

export type SaveAnswer =
  | { ok: true; id: string; title: string }
  | { ok: false; fieldErrors: FieldErrors; values: Record<string, string> };

/** A kind for the desk's routes: its store behind the posted form's text, whatever the kind's fields. */
export type ContentKind = {
  list: KindStore<FormLayout>['list'];
  loadForm: (db: Database, id: string) => Promise<EntryForm | undefined>;
  /** Reads the posted form and saves it; undefined when the entry to update is gone. */
  saveForm: (
    db: Database,
    actor: AuditActor,
    id: string | null,
    posted: Record<string, string>,
  ) => Promise<SaveAnswer | undefined>;
  remove: KindStore<FormLayout>['remove'];
  choices: (db: Database) => Promise<Record<string, FieldOption[]>>;
};

/** Checks across fields that no single field's schema can make (an end date after the start), as field errors. */
export type CrossCheck<L extends FormLayout> = (input: FormInput<L>) => FieldErrors;

export function contentKind<L extends FormLayout>(
  layout: L,
  store: KindStore<L>,
  check?: CrossCheck<L>,
): ContentKind {
  return {
    list: store.list,
    async loadForm(db, id) {
      const entry = await store.load(db, id);
      if (!entry) return undefined;
      return {
        values: formValuesOf(layout, entry.input as Record<string, unknown>),
        title: entry.title,
        publicPath: entry.publicPath,
      };
    },
    async saveForm(db, actor, id, posted) {
      const read = readDeskForm(layout, posted);
      if (!read.ok) return read;
      const refused = check?.(read.data) ?? {};
      if (Object.keys(refused).length > 0) return { ok: false, fieldErrors: refused, values: posted };
      const saved = await store.save(db, actor, id, read.data);
      if (!saved) return undefined;
      return saved.ok ? saved : { ok: false, fieldErrors: saved.fieldErrors, values: posted };
    },
    remove: store.remove,
    choices: async (db) => (store.choices ? store.choices(db) : {}),
  };
}
