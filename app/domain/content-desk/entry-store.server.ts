import { eq, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '~/db/client.server';
import type { FormInput, FormLayout } from './form-fields';
import type { KindStore, LoadedEntry } from './content-kind.server';
import { listPage, type ListSource } from './content-list.server';
import {
  changeForReaders,
  type ReaderTransaction,
  unchanged,
} from '~/domain/reader-writes/write-gateway.server';
import { isMissingReference, isUniqueViolation } from './content-writes.server';
import { chooseSlug } from './unique-slug.server';

const SLUG_TAKEN = 'Another entry has this address; choose another slug';

/**
 * The store of one kind, from its SQL: saving and deleting each run in one transaction with the entry as it
 * was and as it is in the audit log (`release.create`, `release.update`, `release.delete`), and announce
 * the change so cached pages drop. Child rows are written by `write` (replaced as a whole), and go with
 * their entry on delete (the schema's ON DELETE CASCADE).
 */
export function entryStore<L extends FormLayout>(spec: {
  /** The entity's name in the audit log and its messages: `release`, `gear item`. */
  entity: string;
  table: PgTable;
  id: AnyColumn;
  /**
   * The slug column, the slug as typed and what a blank one is made from, for kinds with an address; `field`
   * names the form's field for its errors (`slug` unless said otherwise).
   */
  slug?: {
    column: AnyColumn;
    from: (input: FormInput<L>) => string;
    typed: (input: FormInput<L>) => string;
    field?: string;
  };
  titleOf: (input: FormInput<L>) => string;
  list: ListSource;
  load: (db: Database, id: string) => Promise<LoadedEntry<L> | undefined>;
  /** Writes the entry and its child rows; returns its id. */
  write: (
    tx: ReaderTransaction,
    id: string | null,
    input: FormInput<L>,
    context: { slug: string | null; before: LoadedEntry<L> | undefined },
  ) => Promise<string>;
  choices?: KindStore<L>['choices'];
  /** Field errors for what the database refused: a name another entry has, an author deleted meanwhile. */
  refusal?: { unique?: Record<string, string[]>; missingReference?: Record<string, string[]> };
}): KindStore<L> {
  const action = spec.entity.replace(/ /g, '_');
  return {
    list: (db, query) => listPage(db, spec.list, query),
    load: spec.load,
    choices: spec.choices,
    async save(db, actor, id, input) {
      let slug: string | null = null;
      if (spec.slug) {
        const chosen = await chooseSlug(
          db,
          { table: spec.table, slug: spec.slug.column, id: spec.id },
          { typed: spec.slug.typed(input), source: spec.slug.from(input), exceptId: id },
        );
        if (!chosen.ok) return { ok: false, fieldErrors: { [spec.slug.field ?? 'slug']: [chosen.message] } };
        slug = chosen.slug;
      }
      const title = spec.titleOf(input);
      try {
        return await changeForReaders(db, actor, async (tx) => {
          const before = id ? await spec.load(tx, id) : undefined;
          if (id && !before) return unchanged(undefined);
          const savedId = await spec.write(tx, id, input, { slug, before });
          return {
            value: { ok: true as const, id: savedId, title },
            audit: {
              action: `${action}.${id ? 'update' : 'create'}`,
              entityType: action,
              entityId: savedId,
              summary: `${id ? 'Updated' : 'Created'} ${spec.entity} “${title}”`,
              before: before?.input ?? null,
              after: slug === null ? input : { ...input, slug },
            },
          };
        });
      } catch (error) {
        if (isUniqueViolation(error))
          return {
            ok: false,
            fieldErrors: spec.refusal?.unique ?? { [spec.slug?.field ?? 'slug']: [SLUG_TAKEN] },
          };
        if (isMissingReference(error) && spec.refusal?.missingReference)
          return { ok: false, fieldErrors: spec.refusal.missingReference };
        throw error;
      }
    },
    async remove(db, actor, id) {
      return changeForReaders(db, actor, async (tx) => {
        const before = await spec.load(tx, id);
        if (!before) return unchanged(undefined);
        await tx.delete(spec.table).where(eq(spec.id, id));
        return {
          value: { title: before.title },
          audit: {
            action: `${action}.delete`,
            entityType: action,
            entityId: id,
            summary: `Deleted ${spec.entity} “${before.title}”`,
            before: before.input,
          },
        };
      });
    },
  };
}
