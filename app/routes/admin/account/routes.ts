import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** The signed-in person's own account: two-factor sign-in and where they are signed in. */
export const accountRoutes: RouteConfigEntry[] = [route('account', 'routes/admin/account/account.tsx')];
