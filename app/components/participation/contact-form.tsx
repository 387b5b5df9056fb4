import { useActionData } from 'react-router';
import { island } from '~/islands/island';
import { useFormAction } from '~/islands/form-action';
import type { FormAnswer } from '~/routes/shared/public-form.server';
import { AnsweredForm, SenderFields } from './public-form-parts';
import { TextAreaField, TextField } from '../ui/field';

/**
 * The contact page's form, as an island, posted to /contact's action: field errors with what was typed kept,
 * the rate limit's message, or thanks; in place with scripts, and the same answer rendered into the page
 * (`posted`) without them, scrolled to by the action's fragment.
 */
export function ContactFormView({ posted }: { posted?: FormAnswer }) {
  const { state, answer: result, onSubmit } = useFormAction<FormAnswer>(posted);
  const failed = result && !result.ok ? result : undefined;
  const busy = state !== 'idle';
  return (
    <AnsweredForm
      id="contact-form"
      action="/contact"
      formKey={result?.ok ? 'sent' : 'form'}
      sent={Boolean(result?.ok)}
      failed={failed}
      thanks={
        <>
          <strong>Message sent!</strong> We'll get back to you within 24 hours.
        </>
      }
      className="flex flex-col gap-4 text-base"
      onSubmit={onSubmit}
      submitLabel="Send Message"
      busy={busy}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SenderFields failed={failed} />
      </div>
      <TextField
        label="Subject"
        name="subject"
        required
        maxLength={200}
        defaultValue={failed?.values.subject}
        errors={failed?.fieldErrors.subject}
      />
      <TextAreaField
        label="Message"
        name="message"
        required
        maxLength={5000}
        defaultValue={failed?.values.message}
        errors={failed?.fieldErrors.message}
      />
    </AnsweredForm>
  );
}

const ContactFormIsland = island('contact-form', ContactFormView, { hydrate: 'use' });

/** The contact form, with the answer a plain POST rendered into this page (scripts off or not loaded yet). */
export function ContactForm() {
  return <ContactFormIsland posted={useActionData<FormAnswer>()} />;
}
