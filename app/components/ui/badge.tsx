import type { ReactNode } from 'react';

export function Badge({ children, tone = 'accent' }: { children: ReactNode; tone?: 'accent' | 'neutral' }) {
  const toneClass =
    tone === 'accent' ? 'bg-accent text-on-accent' : 'bg-surface-2 text-text border border-border';
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide ${toneClass}`}
    >
      {children}
    </span>
  );
}
