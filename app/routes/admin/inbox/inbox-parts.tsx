import { Form, Link, useNavigation } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button-link';
import { Icon } from '~/components/ui/icon';
import { statusActions, statusLabels } from './inbox-labels';

/** An item's status; new ones stand out. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={status === 'new' ? 'accent' : 'neutral'}>{statusLabels[status] ?? status}</Badge>;
}

/** Date and time, in UTC as the desk's other pages show them, the same on the server and in the browser. */
const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

export function When({ at }: { at: Date | string }) {
  const date = new Date(at);
  return <time dateTime={date.toISOString()}>{`${dateTime.format(date)} UTC`}</time>;
}

/**
 * A button per status the item could move to (a plain form post, so it works without JavaScript), and the
 * reply by e-mail when the sender left an address.
 */
export function StatusControls({
  statuses,
  current,
  reply,
}: {
  statuses: readonly string[];
  current: string;
  reply?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'status';
  return (
    <div className="flex flex-wrap items-center gap-3">
      {reply ? (
        <a href={reply} className={buttonClass()}>
          <Icon name="mail" className="h-4 w-4" />
          Reply by e-mail
        </a>
      ) : null}
      <Form method="post" className="flex flex-wrap gap-2" aria-label="Status">
        <input type="hidden" name="intent" value="status" />
        {statuses
          .filter((status) => status !== current)
          .map((status) => (
            <button
              key={status}
              type="submit"
              name="status"
              value={status}
              disabled={busy}
              className={buttonClass('secondary')}
            >
              {statusActions[status] ?? status}
            </button>
          ))}
      </Form>
    </div>
  );
}

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm text-muted hover:text-text">
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
