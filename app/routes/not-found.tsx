import { data } from 'react-router';
import { appServices } from '~/app-context.server';
import type { Route } from './+types/not-found';

/** Every path no other route claims: log it and answer 404 with the not-found page (root ErrorBoundary). */
export function loader({ request, context }: Route.LoaderArgs) {
  context.get(appServices).logger.warn({ path: new URL(request.url).pathname }, 'page not found');
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
