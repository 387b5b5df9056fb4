import { auditDiff, type AuditDiffLine } from '~/domain/auth/audit-diff';

const kindLabels: Record<AuditDiffLine['kind'], string> = {
  added: 'added',
  removed: 'removed',
  changed: 'changed',
  same: 'unchanged',
};

// Long values (an article body) scroll inside their cell rather than stretching the page.
const valueClass = 'max-h-48 overflow-auto break-words whitespace-pre-wrap';

/** An audit record's before and after, field by field: what was removed struck through, what came underlined. */
export function AuditDiffView({ before, after }: { before: unknown; after: unknown }) {
  const lines = auditDiff(before, after);
  if (lines.length === 0) return <p className="text-sm text-muted">No details were recorded.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] table-fixed border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-border text-xs text-muted uppercase">
            <th scope="col" className="w-1/5 py-2 pr-3">
              Field
            </th>
            <th scope="col" className="w-2/5 py-2 pr-3">
              Before
            </th>
            <th scope="col" className="w-2/5 py-2">
              After
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr
              key={line.field}
              className={`border-b border-border align-top ${line.kind === 'same' ? 'text-muted' : ''}`}
            >
              <th scope="row" className="py-2 pr-3 font-mono text-xs font-normal">
                {line.field}
                <span className="block text-muted">{kindLabels[line.kind]}</span>
              </th>
              <td className="py-2 pr-3">
                {line.before === null ? (
                  <span className="text-muted">—</span>
                ) : line.kind === 'same' ? (
                  <div className={valueClass}>{line.before}</div>
                ) : (
                  <del className={`block text-danger ${valueClass}`}>{line.before}</del>
                )}
              </td>
              <td className="py-2">
                {line.after === null ? (
                  <span className="text-muted">—</span>
                ) : line.kind === 'same' ? (
                  <div className={valueClass}>{line.after}</div>
                ) : (
                  <ins className={`block text-positive ${valueClass}`}>{line.after}</ins>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
