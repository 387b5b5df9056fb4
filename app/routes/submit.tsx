import { notifyTip } from '~/domain/participation/notify-desk.server';
import { SectionPage } from '~/components/section-page';
import { TipForm } from '~/components/participation/tip-form';
import { submitTip, tipSchema } from '~/domain/participation/tips.server';
import { type FieldErrors, parseForm } from '~/lib/form-data';
import { fieldErrorSummary } from '~/lib/form-summary';
import type { Route } from './+types/submit';
import { sectionSeo } from './shared/section-seo.server';
import { publicFormAction } from './shared/public-form.server';
import { pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';

export const loader = ({ context }: Route.LoaderArgs) => ({
  seo: sectionSeo(
    context,
    'Submit a Tip',
    'Heard something first? Send the Dropwire newsroom a tip.',
    '/submit',
  ),
});

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

/** The spec's words for a refused tip (its error catalogue), said whenever the tip itself was refused. */
const TIP_REFUSED = 'Please fill in the required message field and try again.';

/**
 * The message above a refused tip's field errors: the spec's words when the tip itself was refused (with the
 * other fields named after them, when some were refused too); otherwise the fields refused, so it never
 * asks for a message the reader wrote.
 */
function tipRefusal(fieldErrors: FieldErrors): string {
  if (!fieldErrors.message?.length) return fieldErrorSummary(fieldErrors, tipFields);
  const { message: _tip, ...others } = fieldErrors;
  const rest = Object.fromEntries(Object.entries(others).filter(([, errors]) => errors?.length));
  if (Object.keys(rest).length === 0) return TIP_REFUSED;
  return `${TIP_REFUSED} ${fieldErrorSummary(rest, tipFields)}`;
}

/** How the refusal's summary names each field of the tip form, in the form's order. */
const tipFields = {
  name: 'your name',
  email: 'your e-mail address',
  url: 'the related link',
  message: 'your tip',
};

export const action = (args: Route.ActionArgs) =>
  publicFormAction(args, {
    parse: (form) => parseForm(tipSchema, form),
    submit: (db, input, sender, services) =>
      submitTip(db, input, sender).then(async (result) => {
        if (result.ok && !result.repeated) await notifyTip(services, input);
        return result;
      }),
    messages: {
      invalid: tipRefusal,
      rateLimited: 'You have sent many tips in the last hour. Please try again later.',
    },
  });

export default function Submit() {
  return (
    <SectionPage
      title="Submit a Tip"
      intro="Heard about a release, a lineup or a club night before anyone else? Tell the newsroom."
    >
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <TipForm />
        <aside className="h-fit rounded-2xl border border-border bg-surface p-6 text-sm">
          <h2 className="text-lg font-bold">What happens next</h2>
          <p className="mt-2 text-muted">
            Editors review every tip within 24 hours. We never publish your name or address without asking.
          </p>
          <p className="mt-3 text-muted">
            Urgent? Use the{' '}
            <a href="/contact" className="text-accent underline">
              contact page
            </a>
            : we usually answer within 2-4 hours.
          </p>
        </aside>
      </div>
    </SectionPage>
  );
}
