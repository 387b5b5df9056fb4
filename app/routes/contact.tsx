import { ContactForm } from '~/components/participation/contact-form';
import { notifyContactMessage } from '~/domain/participation/notify-desk.server';
import { StaticPage } from '~/components/static-page';
import { contactMessageSchema, submitContactMessage } from '~/domain/participation/contact-messages.server';
import { parseForm } from '~/lib/form-data';
import type { Route } from './+types/contact';
import { publicFormAction } from './shared/public-form.server';
import { pageMeta } from './shared/seo';
import { staticPageData } from './shared/static-loader.server';
import { publicPage } from './shared/cache-headers';

export const loader = ({ context }: Route.LoaderArgs) =>
  staticPageData(context, {
    title: 'Contact',
    description: 'Reach the Dropwire editors, press and partnerships teams.',
    path: '/contact',
  });

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export const action = (args: Route.ActionArgs) =>
  publicFormAction(args, {
    parse: (form) => parseForm(contactMessageSchema, form),
    submit: (db, input, sender, services) =>
      submitContactMessage(db, input, sender).then(async (result) => {
        if (result.ok && !result.repeated) await notifyContactMessage(services, input);
        return result;
      }),
    messages: {
      invalid: 'Please check the highlighted fields.',
      rateLimited: 'You have sent several messages in the last hour. Please try again later.',
    },
  });

const responseTimes = [
  ['Editorial', '24 hours'],
  ['Press', '48 hours'],
  ['Partnerships', '3-5 days'],
  ['General', '24-48 hours'],
];

export default function Contact() {
  return (
    <StaticPage title="Contact" intro="Questions, corrections, press and partnerships: we read everything.">
      <h2>Response times</h2>
      <dl className="grid grid-cols-2 gap-3 not-prose sm:grid-cols-4">
        {responseTimes.map(([team, time]) => (
          <div key={team} className="rounded-xl border border-border bg-surface p-3">
            <dt className="text-sm text-muted">{team}</dt>
            <dd className="font-bold">{time}</dd>
          </div>
        ))}
      </dl>
      <h2>Send a message</h2>
      <ContactForm />
    </StaticPage>
  );
}
