import { PendingSubmitButton } from '../pending-submit-button';
import { buttonClass } from '../ui/button-link';
import type { FollowedItem } from '~/domain/newsletter/follows/followed-list.server';

/** The preference centre's list of what the subscriber follows, each with its Unfollow button. */
export function FollowedList({ token, follows }: { token: string; follows: FollowedItem[] }) {
  return (
    <section aria-labelledby="follows-title" className="mt-8 border-t border-border pt-6">
      <h2 id="follows-title" className="text-lg font-bold">
        What you follow
      </h2>
      {follows.length === 0 ? (
        <p className="mt-2 text-muted">
          Nothing yet. Use the Follow button on an artist, label, festival or brand page to get an e-mail when
          there is news.
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {follows.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border px-3 py-2"
            >
              <span>
                <a href={`/tags/${item.slug}`} className="font-semibold underline">
                  {item.name}
                </a>{' '}
                <span className="text-sm text-muted">
                  {item.kind}
                  {item.status === 'pending' ? ', waiting for your confirmation' : ''}
                </span>
              </span>
              <form method="post">
                <input type="hidden" name="token" value={token} />
                <input type="hidden" name="follow" value={item.id} />
                <PendingSubmitButton
                  label="Unfollow"
                  name="intent"
                  value="unfollow"
                  className={buttonClass('secondary')}
                  ariaLabel={`Unfollow ${item.name}`}
                />
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
