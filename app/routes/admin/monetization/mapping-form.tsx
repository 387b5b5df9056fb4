import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-link';
import { TextField } from '~/components/ui/field';
import type { FieldErrors } from '~/lib/form-data';

export const AFFILIATES_PATH = '/admin/affiliates';

type Values = { keyword?: string; shopName?: string; affiliateUrl?: string };

/**
 * The inline form of Add Mapping and of a mapping's edit: Keyword, Shop Name, Affiliate URL, Save and Cancel.
 * It posts to the page itself without any `?add` or `?edit`, so saving closes it (and a new one opens empty);
 * a refused save keeps it open with what was typed and the field errors. Focus moves into it when it opens.
 */
export function MappingForm({
  intent,
  id,
  values,
  fieldErrors,
}: {
  intent: 'create' | 'update';
  id?: string;
  values: Values;
  fieldErrors?: FieldErrors;
}) {
  const navigation = useNavigation();
  const saving =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    navigation.formData.get('id') === (id ?? null);
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => first.current?.querySelector('input')?.focus(), []);
  const title = intent === 'create' ? 'Add Mapping' : `Edit the mapping “${values.keyword ?? ''}”`;
  const titleId = `mapping-form-${id ?? 'new'}`;
  return (
    <Form
      method="post"
      action={AFFILIATES_PATH}
      // The server's messages are clearer than the browser's, and the same with or without JavaScript.
      noValidate
      aria-labelledby={titleId}
      className="rounded-2xl border border-accent bg-surface p-6"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <div ref={first} className="mt-4 grid gap-4 md:grid-cols-3">
        <TextField
          label="Keyword"
          name="keyword"
          required
          maxLength={80}
          defaultValue={values.keyword}
          errors={fieldErrors?.keyword}
          hint="Linked at its first mention on a page, any case."
        />
        <TextField
          label="Shop Name"
          name="shopName"
          required
          maxLength={120}
          defaultValue={values.shopName}
          errors={fieldErrors?.shopName}
        />
        <TextField
          label="Affiliate URL"
          name="affiliateUrl"
          type="url"
          required
          maxLength={2000}
          defaultValue={values.affiliateUrl}
          errors={fieldErrors?.affiliateUrl}
          hint="The shop’s https:// link with our partner id."
        />
      </div>
      <div className="mt-4 flex gap-3">
        <button type="submit" className={buttonClass()} disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        <Link to={AFFILIATES_PATH} preventScrollReset className={buttonClass('secondary')}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
