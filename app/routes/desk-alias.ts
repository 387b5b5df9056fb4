import { redirect } from 'react-router';
import type { Route } from './+types/desk-alias';

/** The prototype's desk addresses lead to the desk's pages (which ask for sign-in first). */
const targets: Record<string, string> = {
  'automation-admin': '/admin',
  'affiliate-dashboard': '/admin/affiliates',
};

export function loader({ request }: Route.LoaderArgs) {
  const name = new URL(request.url).pathname.replace(/^\/|\/$/g, '');
  return redirect(targets[name] ?? '/admin', 301);
}
