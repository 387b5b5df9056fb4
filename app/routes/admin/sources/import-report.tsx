/** What an OPML import did, feed by feed. */
export type ImportReportData = {
  added: { name: string; url: string }[];
  unchecked: { name: string; url: string; reason: string }[];
  skipped: string[];
  failed: { url: string; reason: string }[];
};

function Group({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  const id = `import-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-6">
      <h3 id={id} className="font-bold">
        {title} <span className="text-muted">({count})</span>
      </h3>
      {count > 0 ? <ul className="mt-2 flex flex-col gap-2 text-sm">{children}</ul> : null}
    </section>
  );
}

export function ImportReportView({ report }: { report: ImportReportData }) {
  return (
    <section aria-labelledby="import-report-title" className="mt-8">
      <h2 id="import-report-title" className="text-xl font-bold">
        What the import did
      </h2>
      <Group title="Added" count={report.added.length}>
        {report.added.map((source) => (
          <li key={source.url} className="break-all">
            <span className="font-semibold">{source.name}</span>{' '}
            <span className="text-muted">{source.url}</span>
          </li>
        ))}
      </Group>
      <Group title="Added unchecked" count={report.unchecked.length}>
        {report.unchecked.map((source) => (
          <li key={source.url} className="break-all">
            <span className="font-semibold">{source.name}</span>{' '}
            <span className="text-muted">{source.url}</span>
            <br />
            {source.reason}
          </li>
        ))}
      </Group>
      <Group title="Skipped, already a source" count={report.skipped.length}>
        {report.skipped.map((url) => (
          <li key={url} className="break-all text-muted">
            {url}
          </li>
        ))}
      </Group>
      <Group title="Failed" count={report.failed.length}>
        {report.failed.map((failure) => (
          <li key={failure.url} className="break-words">
            <span className="break-all text-muted">{failure.url}</span>
            <br />
            <span className="text-danger">{failure.reason}</span>
          </li>
        ))}
      </Group>
    </section>
  );
}
