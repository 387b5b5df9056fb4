import { Form } from 'react-router';
import { buttonClass } from '~/components/ui/button-link';

type SessionRow = {
  id: string;
  signedInAt: string;
  lastUsedAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  current: boolean;
};

// First match wins: Edge's user agent names Chrome, Chrome's names Safari, and iPhones say "Mac OS X".
const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

/** A browser's name from its user agent, enough to recognise one's own devices ("Firefox on Linux"). */
function browserOf(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'A browser';
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

/** Where the account is signed in: when each sign-in was, from which address and browser, and when last used. */
export function AccountSessions({ sessions }: { sessions: SessionRow[] }) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <section aria-labelledby="sessions-heading" className="space-y-4">
      <h2 id="sessions-heading" className="text-lg font-semibold">
        Where you are signed in
      </h2>
      <p className="text-sm text-muted">
        A sign-in ends after a time without use, and in any case some days after it was made. Times are UTC.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-4">
                Signed in
              </th>
              <th scope="col" className="py-2 pr-4">
                From
              </th>
              <th scope="col" className="py-2 pr-4">
                Browser
              </th>
              <th scope="col" className="py-2">
                Last used
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id} className="border-b border-border">
                <td className="py-2 pr-4">
                  {session.signedInAt}
                  {session.current ? (
                    <span className="ml-2 font-semibold text-accent">(this one)</span>
                  ) : null}
                </td>
                <td className="py-2 pr-4 font-mono">{session.ipAddress ?? 'unknown'}</td>
                <td className="py-2 pr-4" title={session.userAgent ?? undefined}>
                  {browserOf(session.userAgent)}
                </td>
                <td className="py-2">{session.lastUsedAt}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {others > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="end-others" />
          <button type="submit" className={buttonClass('secondary')}>
            Sign out everywhere else
          </button>
        </Form>
      ) : null}
    </section>
  );
}
