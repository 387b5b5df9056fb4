import { data } from 'react-router';
import { Toast } from '~/components/desk/toast';
import { requireStaff } from '~/domain/auth/staff.server';
import { statusesOf } from '~/domain/participation/inbox.server';
import { getAdvertisingInquiry, getContactMessage } from '~/domain/participation/inbox-items.server';
import { deskFailed } from '../shared/desk-answer';
import type { Route } from './+types/message';
import { changeInboxStatus } from './inbox-action.server';
import { boxLabels, inboxPath, replyHref } from './inbox-labels';
import { inboxOf, itemIdOf } from './inbox-params';
import { BackLink, StatusBadge, StatusControls, When } from './inbox-parts';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.item.kind === 'inquiry' ? 'Inquiry' : 'Message'} · Inbox · Desk` },
];

/** The inboxes of messages with a sender's address: contact messages and advertising inquiries (tips: tip.tsx). */
function messageBoxOf(value: string | undefined) {
  const box = inboxOf(value);
  if (box === 'tips') throw data(null, { status: 404 });
  return box;
}

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args);
  const box = messageBoxOf(args.params.box);
  const id = itemIdOf(args.params.id);
  const item =
    box === 'contact'
      ? await getContactMessage(services.db, id).then((row) => row && { kind: 'contact' as const, ...row })
      : await getAdvertisingInquiry(services.db, id).then(
          (row) => row && { kind: 'inquiry' as const, ...row },
        );
  if (!item) throw data(null, { status: 404 });
  return { box, item, statuses: statusesOf(box), siteName: services.config.SITE_NAME };
}

export async function action(args: Route.ActionArgs) {
  const { staff, services } = await requireStaff(args);
  const box = messageBoxOf(args.params.box);
  const id = itemIdOf(args.params.id);
  const form = await args.request.formData();
  if (form.get('intent') !== 'status')
    return deskFailed('save the change', 'This form is not one the page knows');
  return changeInboxStatus(services, staff, box, id, form);
}

/** A contact message or an advertising inquiry: all it says, its status, and a reply by e-mail. */
export default function MessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { box, item, statuses, siteName } = loaderData;
  const title = item.kind === 'contact' ? item.subject : `Inquiry from ${item.company || item.name}`;
  const replySubject = item.kind === 'contact' ? `Re: ${item.subject}` : `Re: advertising with ${siteName}`;
  return (
    <>
      <BackLink to={inboxPath(box)} label={boxLabels[box]} />
      <article
        aria-labelledby="message-title"
        className="mt-4 rounded-2xl border border-border bg-surface p-6"
      >
        <h2 id="message-title" className="text-xl font-bold break-words">
          {title}
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-muted">
          <StatusBadge status={item.status} />
          <span>
            {item.name} · {item.email}
          </span>
          <When at={item.createdAt} />
        </p>
        {item.kind === 'inquiry' ? (
          <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold">Company</dt>
            <dd>{item.company || '—'}</dd>
            <dt className="font-semibold">Package</dt>
            <dd>{item.packageName || '—'}</dd>
            <dt className="font-semibold">Budget</dt>
            <dd>{item.budget || '—'}</dd>
          </dl>
        ) : null}
        <p className="mt-4 whitespace-pre-wrap">{item.message}</p>
        <div className="mt-6">
          <StatusControls
            statuses={statuses}
            current={item.status}
            reply={replyHref(item.email, replySubject)}
          />
        </div>
      </article>
      <Toast toast={actionData?.toast} />
    </>
  );
}
