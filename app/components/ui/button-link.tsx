import { PageLink, type PageLinkProps } from '~/components/page-link';

const variants = {
  primary: 'bg-accent text-on-accent hover:bg-accent-strong',
  secondary: 'border border-border bg-surface text-text hover:bg-surface-2',
} as const;

/** The classes of a button, for a `<button>` or a link that looks like one (`ButtonLink`). */
export const buttonClass = (variant: keyof typeof variants = 'primary') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 text-sm font-semibold transition-colors disabled:opacity-60 ${variants[variant]}`;

export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: PageLinkProps & { variant?: keyof typeof variants }) {
  return <PageLink {...props} className={`${buttonClass(variant)} ${className}`} />;
}
