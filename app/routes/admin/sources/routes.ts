import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** This area's pages under /admin (paths relative to it, files relative to app/). */
export const sourceRoutes: RouteConfigEntry[] = [
  route('sources', 'routes/admin/sources/sources.tsx'),
  // Admin-only: uploading an OPML file adds many sources at once.
  route('sources/import', 'routes/admin/sources/import.tsx'),
  route('sources/export.opml', 'routes/admin/sources/export-opml.ts'),
  // Every outlet's record (issue 44): first, lead, what it adds, health.
  route('sources/records', 'routes/admin/sources/records.tsx'),
  route('sources/:id', 'routes/admin/sources/source.tsx'),
  // Admin-only: the confirmation a delete asks for when scripts do not run (with them, a dialog).
  route('sources/:id/delete', 'routes/admin/sources/delete.tsx'),
];
