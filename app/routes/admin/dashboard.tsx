import { requireStaff } from '~/domain/auth/staff.server';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard · Desk' }];

export async function loader(args: Route.LoaderArgs) {
  const { staff } = await requireStaff(args);
  return { name: staff.name };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <p className="mt-2 text-muted">Signed in as {loaderData.name}.</p>
    </section>
  );
}
