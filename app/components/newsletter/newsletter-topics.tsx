import { newsletterTopics } from '~/domain/newsletter/topics';

/** The topic boxes of the sign-up form and the preference centre, ticked as `checked` says. */
export function NewsletterTopics({ legend, checked = [] }: { legend: string; checked?: readonly string[] }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {newsletterTopics.map((topic) => (
          <label
            key={topic.id}
            className="flex min-h-11 items-center gap-3 rounded-xl border border-border px-3"
          >
            <input
              type="checkbox"
              name="topics"
              value={topic.id}
              defaultChecked={checked.includes(topic.id)}
              className="h-4 w-4 accent-[var(--accent)]"
            />
            {topic.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
