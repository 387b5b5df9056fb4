import { useEffect } from 'react';
import { useActionData } from 'react-router';
import { island } from '~/islands/island';
import { useFormAction } from '~/islands/form-action';
import type { FormAnswer } from '~/routes/shared/public-form.server';
import { AnsweredForm, SenderFields } from '../participation/public-form-parts';
import { SelectField, TextAreaField, TextField } from '../ui/field';

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
    <AnsweredForm
      id="inquiry-form"
      action="/advertise"
      formKey={result?.ok ? 'sent' : 'form'}
      sent={Boolean(result?.ok)}
      failed={failed}
      thanks={
        <>
          <strong>Thank you! Your inquiry has been sent.</strong> Our partnerships team will get back to you
          within 24 hours.
        </>
      }
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6"
      onSubmit={onSubmit}
      submitLabel="Send Partnership Inquiry"
      busy={busy}
    >
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
    </AnsweredForm>
  );
}

// Hydrated at load, not at first use: after Get Started it moves the focus to its first field as the page opens.
const AdvertiseInquiryFormIsland = island('advertise-inquiry-form', AdvertiseInquiryFormView);

/** The inquiry form, with the answer a plain POST rendered into this page (scripts off or not loaded yet). */
export function AdvertiseInquiryForm(props: InquiryProps) {
  return <AdvertiseInquiryFormIsland {...props} posted={useActionData<FormAnswer>()} />;
}
