import { ButtonLink } from './ui/button-link';

/** An interview page without an interview: unknown, unpublished, or not readable now (reading spec). */
export function InterviewNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Interview Not Found</h1>
      <p className="mt-3 text-muted">
        This interview does not exist or is no longer published. The others are all on the interviews page.
      </p>
      <ButtonLink to="/interviews" className="mt-8">
        Back to Interviews
      </ButtonLink>
    </section>
  );
}
