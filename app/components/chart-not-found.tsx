import { ButtonLink } from './ui/button-link';

/** A chart page without a chart: unknown, unpublished, or not readable now. */
export function ChartNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Chart Not Found</h1>
      <p className="mt-3 text-muted">
        This chart does not exist or is no longer published. Every published chart is on the charts page.
      </p>
      <ButtonLink to="/charts" className="mt-8">
        Back to Charts
      </ButtonLink>
    </section>
  );
}
