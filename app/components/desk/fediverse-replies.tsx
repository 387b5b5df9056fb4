import { Form } from 'react-router';
import { buttonClass } from '~/components/ui/button-link';

/** A reply to one of our articles or a mention of one of our actors, as the desk lists it. */
export type FediverseReply = {
  id: string;
  kind: 'reply' | 'mention';
  actorId: string;
  actorHandle: string | null;
  actorInbox: string | null;
  /** Sanitised with the site's one allowlist when it arrived. */
  content: string;
  url: string | null;
  recipient: string | null;
  hidden: boolean;
  answeredAt: Date | string | null;
};

/**
 * Fediverse replies and mentions with what an editor can do to each: open it on its server, hide or show
 * it, and answer it as the actor it was addressed to. Plain form posts to the page's own action, so all of it
 * works without JavaScript (the desk's fediverse page and the inbox's fediverse tab both list them).
 */
export function FediverseReplies({ items, empty }: { items: FediverseReply[]; empty: string }) {
  if (items.length === 0) return <p className="mt-3 text-muted">{empty}</p>;
  return (
    <ul className="mt-3 flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.id} className="rounded-xl border border-border bg-surface p-4">
          <p className="text-sm text-muted">
            {item.kind === 'reply' ? 'Reply' : 'Mention'} from {item.actorHandle ?? item.actorId}
            {item.recipient ? ` to @${item.recipient}` : ''}
            {item.answeredAt ? ' · answered' : ''}
            {item.hidden ? ' · hidden' : ''}
          </p>
          <div className="prose mt-2" dangerouslySetInnerHTML={{ __html: item.content }} />
          <div className="mt-3 flex flex-wrap gap-3">
            {item.url ? (
              <a className={buttonClass('secondary')} href={item.url} rel="noreferrer noopener">
                Open on its server
              </a>
            ) : null}
            <Form method="post">
              <input type="hidden" name="intent" value={item.hidden ? 'show' : 'hide'} />
              <input type="hidden" name="id" value={item.id} />
              <button type="submit" className={buttonClass('secondary')}>
                {item.hidden ? 'Show' : 'Hide'}
              </button>
            </Form>
          </div>
          {item.actorInbox ? (
            <Form method="post" className="mt-3 flex flex-col gap-2">
              <input type="hidden" name="intent" value="answer" />
              <input type="hidden" name="id" value={item.id} />
              <label className="flex flex-col text-sm" htmlFor={`answer-${item.id}`}>
                {item.answeredAt ? 'Answer again' : 'Answer'} as @{item.recipient ?? 'news'}
              </label>
              <textarea
                id={`answer-${item.id}`}
                name="text"
                required
                maxLength={2000}
                rows={3}
                className="rounded border border-border bg-surface p-2"
              />
              <button type="submit" className={buttonClass()}>
                Send answer
              </button>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
