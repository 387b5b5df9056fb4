import type { Database } from '~/db/client.server';
import type { AuditActor } from '~/domain/auth/audit.server';
import { changeForReaders } from '~/domain/reader-writes/write-gateway.server';
import type { FeedCheck } from './add-source.server';
import { auditView } from './manage-sources.server';
import { type ImportReport, importOpml } from './opml-sources.server';
import { OpmlError } from './opml';

export type DeskImport = { ok: true; report: ImportReport } | { ok: false; reason: string };

/**
 * An OPML file uploaded on the desk, imported as the CLI imports one: each source added is audited in its
 * own insert's transaction, and the import itself (with what failed or was there already) once more.
 */
export async function importSourcesFromDesk(
  db: Database,
  actor: AuditActor,
  file: { name: string; text: string },
  check: FeedCheck,
): Promise<DeskImport> {
  let report: ImportReport;
  try {
    report = await importOpml(db, file.text, check, {
      audited: {
        actor,
        entry: (row, uncheckedReason) => ({
          action: 'source.create',
          entityType: 'source',
          entityId: row.id,
          summary: `Added "${row.name}" (${row.url}) from ${file.name}${uncheckedReason ? ', unchecked' : ''}`,
          after: auditView(row),
        }),
      },
    });
  } catch (error) {
    if (error instanceof OpmlError) return { ok: false, reason: error.message };
    throw error;
  }
  const added = report.added.length + report.unchecked.length;
  // Each source added was announced with its insert: the import's own entry changes nothing readers see.
  await changeForReaders(db, actor, async () => ({
    value: undefined,
    audit: {
      action: 'source.import',
      entityType: 'source',
      summary: `Imported ${file.name}: ${added} added (${report.unchecked.length} unchecked), ${report.skipped.length} already present, ${report.failed.length} failed`,
      after: { skipped: report.skipped, failed: report.failed },
    },
    readersSee: false,
  }));
  return { ok: true, report };
}
