import type { AiProvenance } from '~/domain/articles/ai-provenance';
import type { ProvenanceSource } from '~/domain/articles/article-provenance.server';
import { formatDateTime } from '~/lib/format';
import { Icon } from '../ui/icon';

/**
 * Where an article comes from: each source item (outlet, its headline linked, when it was published and
 * when it joined the story), the first to report marked, and for an AI-assisted article the model and how
 * far to trust its words. `children` is what the reader can do about it (the grouping report).
 */
export function ArticleProvenance({
  sources,
  ai,
  children,
}: {
  sources: ProvenanceSource[];
  ai: AiProvenance | null;
  children?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby="sources-title"
      className="mt-10 rounded-2xl border border-border bg-surface p-6"
    >
      <h2 id="sources-title" className="text-lg font-bold">
        Sources
      </h2>
      <p className="mt-1 text-sm text-muted">
        {sources.length === 1
          ? 'One outlet reported this story.'
          : `${sources.length} outlets reported this story; we grouped their reports into one article.`}
      </p>
      <ol className="mt-4 space-y-3 text-sm">
        {sources.map((source, index) => (
          <li key={source.url} className="flex items-start gap-2">
            <span className="text-muted">{index + 1}.</span>
            <div className="min-w-0">
              <p>
                <span className="font-semibold">{source.name}</span>
                {index === 0 && sources.length > 1 ? (
                  <span className="ml-2 rounded-full border border-accent px-2 text-xs font-semibold text-accent">
                    First to report
                  </span>
                ) : null}
              </p>
              <a
                href={source.url}
                rel="noopener nofollow"
                target="_blank"
                className="inline-flex items-center gap-1 break-words text-accent hover:underline"
              >
                {source.headline ?? source.name}
                <Icon name="external" className="h-3.5 w-3.5 shrink-0" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              <p className="text-xs text-muted">
                {source.reportedAt ? (
                  <>
                    Published <time dateTime={source.reportedAt}>{formatDateTime(source.reportedAt)}</time>
                    {' · '}
                  </>
                ) : null}
                Joined the story <time dateTime={source.joinedAt}>{formatDateTime(source.joinedAt)}</time>
              </p>
            </div>
          </li>
        ))}
      </ol>
      {ai ? (
        <div
          className="mt-5 rounded-xl border border-border bg-surface-2 p-4 text-sm"
          aria-label="AI assistance"
        >
          <p className="font-semibold">
            AI-assisted{ai.model ? <> · model {ai.model}</> : null}
            {ai.confidence !== 'unknown' ? ` · ${ai.confidence} confidence` : null}
          </p>
          <p className="mt-1 text-muted">{ai.note}</p>
        </div>
      ) : null}
      {children}
    </section>
  );
}
