import { Form, isRouteErrorResponse, Link, NavLink, Outlet, useRouteError } from 'react-router';
import { deskSections } from '~/components/desk/desk-nav';
import { Badge } from '~/components/ui/badge';
import { requireStaff } from '~/domain/auth/staff.server';
import type { Route } from './+types/layout';

// No reader's header or footer here (root.tsx), and never a search engine's.
// The desk runs as one React Router app in the browser (decision 034); its sign-in pages, outside it, do not.
export const handle = { desk: true, hydrate: true };

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

export async function loader(args: Route.LoaderArgs) {
  const { staff, services } = await requireStaff(args);
  return { staff, siteName: services.config.SITE_NAME };
}

// The sections wrap rather than scroll sideways: on a phone every one of them, the current one too, stays in view.
const navClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-full px-2.5 py-1.5 text-sm font-semibold whitespace-nowrap ${isActive ? 'bg-accent text-on-accent' : 'text-muted hover:bg-surface-2 hover:text-text'}`;

export default function DeskLayout({ loaderData }: Route.ComponentProps) {
  const { staff, siteName } = loaderData;
  return (
    <DeskFrame siteName={siteName} staff={staff}>
      <Outlet />
    </DeskFrame>
  );
}

function DeskFrame({
  siteName,
  staff,
  children,
}: {
  siteName: string;
  staff?: { email: string; role: string };
  children: React.ReactNode;
}) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-accent px-4 py-2 text-on-accent focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <Link to="/admin" className="text-lg font-bold">
            {siteName} <span className="text-accent">desk</span>
          </Link>
          {staff ? (
            <div className="ml-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-2 text-sm">
              <Link to="/admin/account" className="text-muted underline hover:text-text">
                {staff.email}
              </Link>
              <Badge tone={staff.role === 'admin' ? 'accent' : 'neutral'}>{staff.role}</Badge>
              <Link to="/" reloadDocument className="whitespace-nowrap text-muted underline hover:text-text">
                View site
              </Link>
              <Form method="post" action="/logout" reloadDocument>
                <button
                  type="submit"
                  className="rounded-full border border-border px-3 py-1.5 font-semibold whitespace-nowrap hover:bg-surface-2"
                >
                  Sign out
                </button>
              </Form>
            </div>
          ) : null}
        </div>
        {staff ? (
          <nav aria-label="Desk" className="mx-auto max-w-7xl px-4 pb-3">
            <ul className="flex flex-wrap gap-1">
              {deskSections
                .filter((section) => !section.adminOnly || staff.role === 'admin')
                .map((section) => (
                  <li key={section.to}>
                    <NavLink to={section.to} end={section.end} className={navClass}>
                      {section.label}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 outline-none">
        {children}
      </main>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 403
      ? 'This part of the desk is for admins only. Ask an admin if you need it.'
      : status === 404
        ? 'There is nothing on the desk at this address.'
        : 'The desk could not show this page. Try again in a moment; if it keeps failing, the logs say why.';
  return (
    <DeskFrame siteName="Dropwire">
      <title>{status === 403 ? 'Admins only' : status === 404 ? 'Not found' : 'Something went wrong'}</title>
      <section className="max-w-xl">
        <h1 className="text-2xl font-bold">
          {status === 403 ? 'Admins only' : status === 404 ? 'Not found' : 'Something went wrong'}
        </h1>
        <p className="mt-3 text-muted">{message}</p>
        <p className="mt-6">
          <Link to="/admin" className="underline">
            Back to the dashboard
          </Link>
        </p>
      </section>
    </DeskFrame>
  );
}
