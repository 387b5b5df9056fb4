import { ButtonLink } from './ui/button-link';

/** A festival page that does not exist (unknown, unpublished, or an unknown tab): the way back to Festivals. */
export function FestivalNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>Festival not found</title>
      <p className="text-7xl font-extrabold text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">Festival Not Found</h1>
      <p className="mt-3 text-muted">The festival you're looking for doesn't exist or has been removed.</p>
      <ButtonLink to="/festivals" className="mt-8">
        Back to Festivals
      </ButtonLink>
    </section>
  );
}
