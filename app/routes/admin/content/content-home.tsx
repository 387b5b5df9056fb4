import { Link } from 'react-router';
import { requireStaff } from '~/domain/auth/staff.server';
import type { Route } from './+types/content-home';
import { contentKinds, listPath, type ContentKindKey } from './content-kinds';

export const meta: Route.MetaFunction = () => [{ title: 'Content · Desk' }];

export async function loader(args: Route.LoaderArgs) {
  const { staff } = await requireStaff(args);
  return { isAdmin: staff.role === 'admin' };
}

const cardClass = 'block h-full rounded-2xl border border-border bg-surface p-5 hover:border-accent';

function AdminOnly() {
  return (
    <span className="ml-2 rounded-full border border-border px-2 py-0.5 text-xs font-semibold text-muted">
      admins only
    </span>
  );
}

export default function ContentHome({ loaderData }: Route.ComponentProps) {
  const kinds = Object.entries(contentKinds) as [ContentKindKey, (typeof contentKinds)[ContentKindKey]][];
  return (
    <section>
      <h1 className="text-2xl font-bold">Content</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Everything readers see besides the news: create, edit and publish it here. Editors may create and
        edit; deleting is for admins only, and so are the parts marked “admins only”.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <Link to="/admin/content/media" className={cardClass}>
            <span className="text-lg font-bold">Media</span>
            <span className="mt-1 block text-sm text-muted">Upload images for covers and pages.</span>
          </Link>
        </li>
        {loaderData.isAdmin ? (
          <li>
            <Link to="/admin/content/ad-slots" className={cardClass}>
              <span className="text-lg font-bold">Ad slots</span>
              <AdminOnly />
              <span className="mt-1 block text-sm text-muted">Turn the site’s ad places on and off.</span>
            </Link>
          </li>
        ) : (
          <li className="rounded-2xl border border-border p-5">
            <span className="text-lg font-bold text-muted">Ad slots</span>
            <AdminOnly />
            <span className="mt-1 block text-sm text-muted">Turn the site’s ad places on and off.</span>
          </li>
        )}
        {kinds.map(([key, kind]) =>
          kind.adminOnly && !loaderData.isAdmin ? (
            <li key={key} className="rounded-2xl border border-border p-5">
              <span className="text-lg font-bold text-muted">{kind.plural}</span>
              <AdminOnly />
              <span className="mt-1 block text-sm text-muted">{kind.about}</span>
            </li>
          ) : (
            <li key={key}>
              <Link to={listPath(key)} className={cardClass}>
                <span className="text-lg font-bold">{kind.plural}</span>
                {kind.adminOnly ? <AdminOnly /> : null}
                <span className="mt-1 block text-sm text-muted">{kind.about}</span>
              </Link>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
