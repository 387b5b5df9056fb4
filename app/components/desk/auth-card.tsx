import type { ReactNode } from 'react';

/** The frame of the sign-in pages: the site's name, a heading, the form, and the way back to the site. */
export function AuthCard({
  siteName,
  title,
  children,
}: {
  siteName: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm">
        <p className="text-center text-sm font-semibold tracking-wide text-muted uppercase">
          {siteName} desk
        </p>
        <h1 className="mt-2 text-center text-2xl font-bold">{title}</h1>
        <div className="mt-8 rounded-2xl border border-border bg-surface p-6">{children}</div>
        <p className="mt-6 text-center text-sm">
          <a href="/" className="text-muted underline hover:text-text">
            Back to {siteName}
          </a>
        </p>
      </div>
    </main>
  );
}

/** A form's outcome, announced to screen readers; `tone` says whether it went well. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-3 py-2 text-sm ${tone === 'error' ? 'border-danger text-danger' : 'border-border text-text'}`}
    >
      {children}
    </p>
  );
}
