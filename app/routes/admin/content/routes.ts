import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** This area's pages under /admin (paths relative to it, files relative to app/). */
export const contentRoutes: RouteConfigEntry[] = [
  route('content', 'routes/admin/content/content-home.tsx'),
  // Image uploads (the one page that takes multipart bodies: app/lib/request-limits.ts).
  route('content/media', 'routes/admin/content/media.tsx'),
  // Admins only: turning the site's ad slots on and off.
  route('content/ad-slots', 'routes/admin/content/ad-slots.tsx'),
  // Every kind of content through the same list, edit and delete pages (content-kinds.ts).
  route('content/:kind', 'routes/admin/content/entry-list.tsx'),
  route('content/:kind/new', 'routes/admin/content/entry-edit.tsx', { id: 'content-entry-new' }),
  route('content/:kind/:id', 'routes/admin/content/entry-edit.tsx', { id: 'content-entry-edit' }),
  route('content/:kind/:id/delete', 'routes/admin/content/entry-delete.tsx'),
];
