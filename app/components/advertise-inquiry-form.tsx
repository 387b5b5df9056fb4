import { useEffect } from 'react';
import { useActionData } from 'react-router';
import { island } from '~/islands/island';
import { useFormAction } from '~/islands/form-action';
import type { FormAnswer } from '~/routes/shared/public-form.server';
import { Honeypot } from './honeypot';
import { FormStatus, SenderFields } from './public-form-parts';
import { buttonClass } from './ui/button-link';
import { SelectField, TextAreaField, TextField } from './ui/field';

type PackageChoice = { slug: string; name: string };
type InquiryProps = { packages: PackageChoice[]; chosen: string | null };

/**
 * The partnership inquiry, as an island, posted to /advertise's action: the same answer with and without
 * scripts (field errors with what was typed kept, or thanks). `chosen` is the package a Get Started link
 * picked.
 */
export function AdvertiseInquiryFormView({
  packages,
  chosen,
  posted,
}: InquiryProps & { posted?: FormAnswer }) {
  const { state, answer: result, onSubmit } = useFormAction<FormAnswer>(posted);
  const failed = result && !result.ok ? result : undefined;
  const busy = state !== 'idle';
  // After Get Started (a link to #inquiry), the form is where the reader continues: unless they have already
  // moved on to something else while the page loaded.
  useEffect(() => {
    if (window.location.hash === '#inquiry' && document.activeElement === document.body)
      document.getElementById('field-name')?.focus({ preventScroll: true });
  }, []);
  return (
    // The answer of a plain POST lands here (the action's fragment), its status first, where the reader looks.
    <div id="inquiry-form" className="scroll-mt-24">
      <FormStatus sent={Boolean(result?.ok)} failed={failed}>
        <strong>Thank you! Your inquiry has been sent.</strong> Our partnerships team will get back to you
        within 24 hours.
      </FormStatus>
      {/* A new key after success clears every field. */}
      <form
        key={result?.ok ? 'sent' : 'form'}
        method="post"
        action="/advertise#inquiry-form"
        noValidate
        className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6"
        onSubmit={onSubmit}
      >
        <Honeypot />
        <div className="grid gap-4 sm:grid-cols-2">
          <SenderFields failed={failed} />
          <TextField
            label="Company (optional)"
            name="company"
            autoComplete="organization"
            maxLength={200}
            defaultValue={failed?.values.company}
            errors={failed?.fieldErrors.company}
          />
          <SelectField
            label="Package (optional)"
            name="package"
            defaultValue={failed?.values.package ?? chosen ?? ''}
            errors={failed?.fieldErrors.package}
          >
            <option value="">Not sure yet</option>
            {packages.map((offer) => (
              <option key={offer.slug} value={offer.slug}>
                {offer.name}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label="Budget (optional)"
          name="budget"
          maxLength={100}
          placeholder="For example $500 a month"
          defaultValue={failed?.values.budget}
          errors={failed?.fieldErrors.budget}
        />
        <TextAreaField
          label="Message"
          name="message"
          required
          maxLength={5000}
          hint="What you would like to promote, when, and to whom."
          defaultValue={failed?.values.message}
          errors={failed?.fieldErrors.message}
        />
        <div>
          <button type="submit" disabled={busy} className={buttonClass('primary')}>
            {busy ? 'Sending…' : 'Send Partnership Inquiry'}
          </button>
        </div>
      </form>
    </div>
  );
}

const AdvertiseInquiryFormIsland = island('advertise-inquiry-form', AdvertiseInquiryFormView);

/** The inquiry form, with the answer a plain POST rendered into this page (scripts off or not loaded yet). */
export function AdvertiseInquiryForm(props: InquiryProps) {
  return <AdvertiseInquiryFormIsland {...props} posted={useActionData<FormAnswer>()} />;
}
