import { requireStaff } from '~/domain/auth/staff.server';
import { DeskSourceRecords } from '~/components/story-history/desk-source-records';
import {
  DESK_RECORD_DAYS,
  deskSourceRecords,
  neverAddAnything,
} from '~/domain/story-history/source-records.server';
import type { Route } from './+types/records';

export const meta: Route.MetaFunction = () => [{ title: 'Source records · Desk' }];

/** The desk's view of every outlet's record, to choose sources by, with those that never add anything. */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args);
  const records = await deskSourceRecords(services.db);
  return { records, idle: neverAddAnything(records).map((record) => record.slug), days: DESK_RECORD_DAYS };
}

export default function SourceRecords({ loaderData }: Route.ComponentProps) {
  return <DeskSourceRecords {...loaderData} />;
}
