import { Link } from 'react-router';

type ChannelLine = {
  id: string;
  name: string;
  kind: string;
  isActive: boolean;
  results: { posted: number; failed: number; waiting: number; lastError: string | null };
};

/** "Social posts on publish" on the schedules: each channel and how its posts went. */
export function SyndicationSummary({ channels, isAdmin }: { channels: ChannelLine[]; isAdmin: boolean }) {
  return (
    <section aria-labelledby="social-heading">
      <h2 id="social-heading" className="text-lg font-semibold">
        Social posts on publish
      </h2>
      <p className="mt-1 text-sm text-muted">
        Checked every minute: each newly published article goes once to each active channel.
        {isAdmin ? (
          <>
            {' '}
            <Link to="/admin/channels" className="underline">
              Manage channels
            </Link>
            .
          </>
        ) : null}
      </p>
      {channels.length === 0 ? (
        <p className="mt-3 text-sm">No channels yet: nothing is posted.</p>
      ) : (
        <ul className="mt-3 divide-y divide-border rounded-xl border border-border bg-surface">
          {channels.map((channel) => (
            <li key={channel.id} className="p-3 text-sm">
              <span className="font-semibold">{channel.name}</span> ({channel.kind}
              {channel.isActive ? '' : ', off'}): {channel.results.posted} posted, {channel.results.waiting}{' '}
              waiting, {channel.results.failed} failed
              {channel.results.lastError ? (
                <span className="block text-danger">Last error: {channel.results.lastError}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
