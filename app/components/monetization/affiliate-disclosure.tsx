/** The notice a page shows above a body in which affiliate keywords were linked. */
export function AffiliateDisclosure({ className = '' }: { className?: string }) {
  return (
    <aside
      aria-label="Affiliate disclosure"
      className={`rounded-xl border border-border bg-surface-2 p-4 text-sm text-muted ${className}`}
    >
      Some links on this page are affiliate links: if you buy through them we may earn a commission, at no
      cost to you. It never decides what we write.
    </aside>
  );
}
