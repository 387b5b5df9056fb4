import { logStatusKind, logTypeLabel, type LogStatusKind } from '~/domain/operations/automation-log-display';
import { formatTimeAgo } from '~/lib/format';
import { Icon, type IconName } from '../ui/icon';
import { formatDeskTime } from './desk-time';

type Log = {
  id: string;
  type: string;
  targetTable: string | null;
  status: string;
  errorMessage: string | null;
  createdAt: Date | string;
};

const statusLook: Record<LogStatusKind, { icon: IconName; text: string; border: string }> = {
  success: { icon: 'check', text: 'text-positive', border: 'border-positive' },
  error: { icon: 'alert', text: 'text-danger', border: 'border-danger' },
  pending: { icon: 'clock', text: 'text-muted', border: 'border-border' },
};

/** The latest automation logs (spec: status icon and badge, type, target table, time, error message). */
export function AutomationLogList({ logs, now }: { logs: Log[]; now: Date | string }) {
  if (logs.length === 0) return <p className="text-muted">No automation logs found</p>;
  return (
    <ol className="divide-y divide-border rounded-2xl border border-border bg-surface">
      {logs.map((log) => {
        const kind = logStatusKind(log.status);
        const look = statusLook[kind];
        return (
          <li key={log.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 px-4 py-3">
            <span className={`mt-0.5 ${look.text}`}>
              <Icon name={look.icon} />
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold tracking-wide">{logTypeLabel(log.type)}</span>
                <span
                  className={`rounded-full border px-2 py-0.5 text-xs font-semibold uppercase ${look.text} ${look.border}`}
                >
                  {kind}
                </span>
              </p>
              <p className="text-sm text-muted">
                {log.targetTable ? <>Target: {log.targetTable} · </> : null}
                <time dateTime={new Date(log.createdAt).toISOString()}>
                  {formatDeskTime(log.createdAt)}
                </time>{' '}
                ({formatTimeAgo(log.createdAt, new Date(now))})
              </p>
              {log.errorMessage ? (
                <p className="mt-1 text-sm break-words text-danger">{log.errorMessage}</p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
