import { ButtonLink } from './ui/button-link';

/** A review that does not exist, is not published, or could not be read: the spec's words, and the way back. */
export function ReviewNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Review Not Found</h1>
      <p className="mt-3 text-muted">
        The review you&apos;re looking for doesn&apos;t exist or has been removed.
      </p>
      <ButtonLink to="/reviews" className="mt-8">
        Back to Reviews
      </ButtonLink>
    </section>
  );
}
