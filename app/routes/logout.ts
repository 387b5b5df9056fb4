import { redirect } from 'react-router';
import { appServices } from '~/app-context.server';
import { signOut } from '~/domain/auth/sign-in.server';
import type { Route } from './+types/logout';

// Signing out changes state, so only a POST does it; a plain visit goes back to the desk.
export const loader = () => redirect('/admin');

export async function action({ request, context }: Route.ActionArgs) {
  const headers = new Headers(await signOut(context.get(appServices), request));
  headers.set('Cache-Control', 'no-store');
  return redirect('/login?signed-out', { headers });
}
