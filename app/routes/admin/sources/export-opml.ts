import { requireStaff } from '~/domain/auth/staff.server';
import { exportOpml } from '~/domain/newsroom/sources/opml-sources.server';
import type { Route } from './+types/export-opml';

/** Every source as an OPML file, downloaded (for another feed reader, or to import elsewhere). */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args);
  const xml = await exportOpml(services.db, `${services.config.SITE_NAME} sources`);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(xml, {
    headers: {
      'Content-Type': 'text/x-opml; charset=utf-8',
      'Content-Disposition': `attachment; filename="sources-${day}.opml"`,
      'Cache-Control': 'no-store',
    },
  });
}
