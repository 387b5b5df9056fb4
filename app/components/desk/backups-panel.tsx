import type { BackupsPanel as Panel } from '~/domain/operations/backups.server';
import { formatBytes } from '~/domain/backup/format-bytes';
import { formatTimeAgo } from '~/lib/format';

/** The scheduled backups on disk, newest first, with their sizes and ages; or why there are none. */
export function BackupsPanel({ panel, now }: { panel: Panel; now: string }) {
  const current = new Date(now);
  return (
    <div className="rounded-2xl border border-border bg-surface p-5">
      <p className="text-sm text-muted">
        {panel.keep === 0
          ? 'Scheduled backups are off (BACKUP_KEEP=0).'
          : `Every night at 03:30 (Berlin), the newest ${panel.keep} kept`}{' '}
        in <code className="break-all">{panel.folder}</code>.
      </p>
      {panel.backups.length === 0 ? (
        <p className="mt-3">No backups in this folder yet.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Backups, newest first</caption>
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-1 pr-4 font-medium">
                File
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                Size
              </th>
              <th scope="col" className="py-1 font-medium">
                Taken
              </th>
            </tr>
          </thead>
          <tbody>
            {panel.backups.map((backup) => (
              <tr key={backup.name} className="border-t border-border">
                <td className="py-1 pr-4 break-all">{backup.name}</td>
                <td className="py-1 pr-4 tabular-nums">{formatBytes(backup.bytes)}</td>
                <td className="py-1">
                  <time dateTime={backup.takenAt}>{formatTimeAgo(backup.takenAt, current)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {panel.total > panel.backups.length ? (
        <p className="mt-2 text-sm text-muted">and {panel.total - panel.backups.length} older</p>
      ) : null}
    </div>
  );
}
