import { auditDiff, type AuditDiffLine } from '~/domain/auth/audit-diff';

const kindLabels: Record<AuditDiffLine['kind'], string> = {
  added: 'added',
  removed: 'removed',
  changed: 'changed',
  same: 'unchanged',
};

// Long values (an article body) scroll inside their cell rather than stretching the page.
const valueClass = 'max-h-48 overflow-auto break-words whitespace-pre-wrap';

/** One side of a line: struck through when it went, underlined when it came, plain when it stayed or was empty. */
function Value({
  text,
  kind,
  side,
}: {
  text: string | null;
  kind: AuditDiffLine['kind'];
  side: 'before' | 'after';
}) {
  if (text === null || text === '—') return <span className="text-muted">—</span>;
  if (kind === 'same') return <div className={valueClass}>{text}</div>;
  return side === 'before' ? (
    <del className={`block text-danger ${valueClass}`}>{text}</del>
  ) : (
    <ins className={`block text-positive ${valueClass}`}>{text}</ins>
  );
}

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
                <Value text={line.before} kind={line.kind} side="before" />
              </td>
              <td className="py-2">
                <Value text={line.after} kind={line.kind} side="after" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
