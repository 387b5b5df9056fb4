import { useEffect } from 'react';
import { Honeypot } from './honeypot';
import { useFetcher, useLocation } from 'react-router';
import type { FormAnswer } from '~/routes/shared/public-form.server';
import { buttonClass } from './ui/button-link';
import { SelectField, TextAreaField, TextField } from './ui/field';
import { useFormAnswer } from './use-form-answer';

type PackageChoice = { slug: string; name: string };

/**
 * The partnership inquiry, posted to /advertise's action: the same answer with and without scripts (field
 * errors with what was typed kept, or thanks). `chosen` is the package a Get Started link picked.
 */
export function AdvertiseInquiryForm({
  packages,
  chosen,
}: {
  packages: PackageChoice[];
  chosen: string | null;
}) {
  const fetcher = useFetcher<FormAnswer>();
  const result = useFormAnswer(fetcher);
  const failed = result && !result.ok ? result : undefined;
  const busy = fetcher.state !== 'idle';
  const location = useLocation();
  // After Get Started (a client navigation to #inquiry), the form is where the reader continues.
  useEffect(() => {
    if (location.hash === '#inquiry' && location.key !== 'default')
      document.getElementById('field-name')?.focus({ preventScroll: true });
  }, [location.hash, location.key]);
  return (
    // A new key after success clears every field.
    <fetcher.Form
      key={result?.ok ? 'sent' : 'form'}
      method="post"
      noValidate
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6"
    >
      <Honeypot />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          name="name"
          required
          autoComplete="name"
          maxLength={120}
          defaultValue={failed?.values.name}
          errors={failed?.fieldErrors.name}
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          defaultValue={failed?.values.email}
          errors={failed?.fieldErrors.email}
        />
        <TextField
          label="Company (optional)"
          name="company"
          autoComplete="organization"
          maxLength={200}
          defaultValue={failed?.values.company}
          errors={failed?.fieldErrors.company}
        />
        <SelectField
          // Get Started on another package chooses it, though the select was drawn already.
          key={chosen ?? 'none'}
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
      <div role="status" aria-live="polite">
        {result?.ok ? (
          <p className="rounded-xl border border-border bg-surface-2 p-4">
            <strong>Thank you! Your inquiry has been sent.</strong> Our partnerships team will get back to you
            within 24 hours.
          </p>
        ) : failed ? (
          <p className="text-danger">{failed.message}</p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
