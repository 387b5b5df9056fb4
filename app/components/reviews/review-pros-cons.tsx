import { Icon } from '../ui/icon';

/** What the reviewer liked and did not, side by side from the small breakpoint on. */
export function ReviewProsCons({ pros, cons }: { pros: string[]; cons: string[] }) {
  if (pros.length === 0 && cons.length === 0) return null;
  return (
    <div className="mt-8 grid gap-4 sm:grid-cols-2">
      {[
        { title: 'Pros', items: pros, icon: 'check' as const, tone: 'text-accent' },
        { title: 'Cons', items: cons, icon: 'minus' as const, tone: 'text-muted' },
      ].map((side) =>
        side.items.length > 0 ? (
          <section
            key={side.title}
            aria-labelledby={`review-${side.title.toLowerCase()}`}
            className="rounded-2xl border border-border bg-surface p-5"
          >
            <h2 id={`review-${side.title.toLowerCase()}`} className="text-lg font-bold">
              {side.title}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {side.items.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <Icon name={side.icon} className={`mt-0.5 h-4 w-4 shrink-0 ${side.tone}`} />
                  {item}
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </div>
  );
}
