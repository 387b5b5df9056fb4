import { Link, useFetcher } from 'react-router';
import { z } from 'zod';
import { Toast } from '~/components/desk/toast';
import { buttonClass } from '~/components/ui/button-link';
import { requireStaff } from '~/domain/auth/staff.server';
import { adSlotTypes } from '~/db/schema/monetization';
import { changeAdSlot, listAdSlots, type DeskAdSlot } from '~/domain/monetization/ad-slot-desk.server';
import { parseForm } from '~/lib/form-data';
import { deskDone, deskFailed } from '../shared/desk-answer';
import type { Route } from './+types/ad-slots';
import { StatusBadge } from './ui/status-badge';

export const meta: Route.MetaFunction = () => [{ title: 'Ad slots · Desk' }];

// Admins only: which of the site's fixed ad places are in use, and what fills each.

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args, 'admin');
  return { slots: await listAdSlots(services.db) };
}

/** A switch (`enabled`) or a choice of what fills the slot (`type`): each form posts one of them. */
const slotSchema = z
  .object({
    key: z.string().min(1).max(60),
    enabled: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    type: z.enum(adSlotTypes, { error: 'Choose house ads or the ad network' }).optional(),
  })
  .refine((form) => form.enabled !== undefined || form.type !== undefined, {
    message: 'Say whether the slot is on, or what fills it',
    path: ['enabled'],
  });

const filledBy = (type: DeskAdSlot['type']) => (type === 'house' ? 'house ads' : 'the ad network');

export async function action(args: Route.ActionArgs) {
  const { staff, services } = await requireStaff(args, 'admin');
  const parsed = parseForm(slotSchema, await args.request.formData());
  if (!parsed.ok) return deskFailed('update ad slot', 'the form was incomplete', 400, parsed);
  const { key, enabled, type } = parsed.data;
  const changed = await changeAdSlot(services.db, staff, key, { enabled, type });
  if (!changed) return deskFailed('update ad slot', `there is no slot ${key}`, 404);
  return deskDone(
    'Ad slot updated',
    type === undefined
      ? `${changed.key} is ${changed.enabled ? 'on' : 'off'}.`
      : `${changed.key} is filled by ${filledBy(changed.type)}.`,
  );
}

const size = (width: number | null, height: number | null) =>
  width && height ? `${width} × ${height}` : '—';

// Every row's switch shares one fetcher, so the page shows its answer once, below the table, and never a
// toast inside a table cell.
const SWITCH_FETCHER = 'ad-slot-switch';

/** One slot's switch: a plain form post, or with JavaScript a fetcher that saves at once in place. */
function SlotSwitch({ slot }: { slot: DeskAdSlot }) {
  const fetcher = useFetcher<typeof action>({ key: SWITCH_FETCHER });
  const mine = fetcher.formData?.get('key') === slot.key;
  const pending = mine ? fetcher.formData!.get('enabled') === 'true' : undefined;
  const enabled = pending ?? slot.enabled;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="key" value={slot.key} />
      <input type="hidden" name="enabled" value={String(!enabled)} />
      <button
        type="submit"
        className={buttonClass('secondary')}
        aria-label={`${enabled ? 'Turn off' : 'Turn on'} ${slot.key}`}
      >
        {enabled ? 'Turn off' : 'Turn on'}
      </button>
    </fetcher.Form>
  );
}

const TYPE_FETCHER = 'ad-slot-type';

/** What fills a slot: house ads or the ad network, chosen and saved with one button (a plain post without JS). */
function SlotType({ slot }: { slot: DeskAdSlot }) {
  const fetcher = useFetcher<typeof action>({ key: TYPE_FETCHER });
  const mine = fetcher.formData?.get('key') === slot.key;
  const type = mine ? (fetcher.formData!.get('type') as DeskAdSlot['type']) : slot.type;
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="key" value={slot.key} />
      <label className="sr-only" htmlFor={`type-${slot.key}`}>
        What fills {slot.key}
      </label>
      <select
        id={`type-${slot.key}`}
        name="type"
        defaultValue={type}
        key={type}
        className="rounded-lg border border-border bg-surface px-2 py-1"
      >
        <option value="house">House ads</option>
        <option value="network">Ad network</option>
      </select>
      <button type="submit" className={buttonClass('secondary')} aria-label={`Save what fills ${slot.key}`}>
        Save
      </button>
    </fetcher.Form>
  );
}

export default function AdSlots({ loaderData, actionData }: Route.ComponentProps) {
  const switched = useFetcher<typeof action>({ key: SWITCH_FETCHER }).data;
  const typed = useFetcher<typeof action>({ key: TYPE_FETCHER }).data;
  return (
    <section>
      <p className="text-sm">
        <Link to="/admin/content" className="text-muted underline hover:text-text">
          Content
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold">Ad slots</h1>
      <p className="mt-2 max-w-2xl text-muted">
        The site’s fixed ad places. A slot turned off draws nothing on any page; a slot filled by the ad
        network shows a labelled placeholder until the network’s client is configured (AD_NETWORK_CLIENT).
        Pages show a change at once. This part of the desk is for admins only.
      </p>
      {loaderData.slots.length === 0 ? (
        <p className="mt-6 text-muted">No ad slots are defined.</p>
      ) : (
        // `relative`: the box that scrolls must also hold the table's visually hidden header (absolutely
        // placed), or that text is placed against the page and widens it on a phone.
        <div className="relative mt-6 overflow-x-auto rounded-2xl border border-border">
          <table className="w-full text-left text-sm">
            <thead className="bg-surface-2 text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Slot
                </th>
                <th scope="col" className="px-4 py-3">
                  Size
                </th>
                <th scope="col" className="px-4 py-3">
                  Mobile size
                </th>
                <th scope="col" className="px-4 py-3">
                  Filled by
                </th>
                <th scope="col" className="px-4 py-3">
                  State
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Switch</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.slots.map((slot) => (
                <tr key={slot.key} className="border-t border-border">
                  <th scope="row" className="px-4 py-3 font-mono font-semibold">
                    {slot.key}
                  </th>
                  <td className="px-4 py-3">{size(slot.width, slot.height)}</td>
                  <td className="px-4 py-3">{size(slot.mobileWidth, slot.mobileHeight)}</td>
                  <td className="px-4 py-3">
                    <SlotType slot={slot} />
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge status={slot.enabled ? 'on' : 'off'} />
                  </td>
                  <td className="px-4 py-3">
                    <SlotSwitch slot={slot} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Toast toast={typed?.toast ?? switched?.toast ?? actionData?.toast} />
    </section>
  );
}
