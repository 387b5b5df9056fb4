import type { ReactNode } from 'react';
import { ButtonLink } from './ui/button-link';

/** What a not-found page says: the only thing that differs between the site's 404 and a section's. */
export interface NotFoundTexts {
  heading: string;
  message: string;
  back: { to: string; label: string };
  /** The document's title, where the route's meta does not give one for an error. */
  title?: string;
}

/** The site's own 404 page: every path no route claims, and a link that leads nowhere. */
export const pageNotFound: NotFoundTexts = {
  heading: 'Oops! Page not found',
  message: 'The page you are looking for does not exist or has moved.',
  back: { to: '/', label: 'Return to Home' },
};

/** A 404 page: what is missing, why, and the way back; `children` go between the message and the link. */
export function NotFoundPage({
  texts = pageNotFound,
  children,
}: {
  texts?: NotFoundTexts;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {texts.title ? <title>{texts.title}</title> : null}
      <p className="text-7xl font-extrabold text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{texts.heading}</h1>
      <p className="mt-3 text-muted">{texts.message}</p>
      {children}
      <ButtonLink to={texts.back.to} className="mt-8">
        {texts.back.label}
      </ButtonLink>
    </section>
  );
}
