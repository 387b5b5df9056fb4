import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';

/** This area's pages under /admin (paths relative to it, files relative to app/). */
export const inboxRoutes: RouteConfigEntry[] = [
  // What readers send: tips, contact messages and advertising inquiries, each with its statuses; and the
  // fediverse's replies and mentions (a static segment, so it wins over `:box`).
  route('inbox', 'routes/admin/inbox/inbox-layout.tsx', { id: 'inbox' }, [
    index('routes/admin/inbox/inbox-overview.tsx'),
    route('tips/:id', 'routes/admin/inbox/tip.tsx'),
    route('fediverse', 'routes/admin/inbox/fediverse-inbox.tsx'),
    route(':box', 'routes/admin/inbox/inbox-list.tsx'),
    route(':box/:id', 'routes/admin/inbox/message.tsx'),
  ]),
];
