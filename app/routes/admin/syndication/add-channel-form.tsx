import { data, Form } from 'react-router';
import { SelectField, TextField } from '~/components/ui/field';
import { buttonClass } from '~/components/ui/button-link';
import { articleCategories } from '~/db/schema/enums';
import { textValuesOf, type FieldErrors } from '~/lib/form-data';
import { type DeskAnswer, deskFailed } from '../shared/desk-answer';

type RefusedChannel = DeskAnswer & { categories?: string[] };

/**
 * A channel the form could not add. The ticked categories come back beside what was typed: a field sent
 * once per box does not fit `values`, and without them a page rendered afresh (no JavaScript) would untick
 * every box, so fixing the error would save the channel for every category. The secret is never sent back.
 */
export function refusedChannel(form: FormData, reason: string, fieldErrors?: FieldErrors) {
  const values = Object.fromEntries(
    [...form].flatMap(([key, value]) =>
      typeof value === 'string' && key !== 'secret' && key !== 'categories' ? [[key, value]] : [],
    ),
  );
  const answer = deskFailed('add channel', reason, 400, { fieldErrors, values });
  const categories = textValuesOf(form, 'categories');
  return data({ ...answer.data, categories }, answer.init ?? undefined);
}

/** Kind, name, address, handle, secret and the categories and tags a channel is limited to. */
export function AddChannelForm({ answer }: { answer?: RefusedChannel }) {
  const errors = answer?.fieldErrors;
  const values = answer?.values;
  return (
    <Form
      method="post"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5"
      noValidate
    >
      <h2 className="text-lg font-bold">Add a channel</h2>
      <input type="hidden" name="intent" value="create" />
      <SelectField label="Kind" name="kind" defaultValue={values?.kind ?? 'mastodon'} errors={errors?.kind}>
        <option value="mastodon">Mastodon</option>
        <option value="bluesky">Bluesky</option>
        <option value="webhook">Webhook</option>
      </SelectField>
      <TextField
        label="Name"
        name="name"
        required
        maxLength={80}
        defaultValue={values?.name}
        errors={errors?.name}
      />
      <TextField
        label="Address"
        name="endpoint"
        type="url"
        required
        hint="Mastodon: the instance (https://mastodon.social). Bluesky: the PDS (https://bsky.social). Webhook: the URL to POST to."
        defaultValue={values?.endpoint}
        errors={errors?.endpoint}
      />
      <TextField
        label="Bluesky handle"
        name="handle"
        hint="Only for Bluesky."
        defaultValue={values?.handle}
        errors={errors?.handle}
      />
      <TextField
        label="Secret"
        name="secret"
        type="password"
        autoComplete="off"
        required
        hint="Mastodon: an access token with write:statuses. Bluesky: an app password. Webhook: the signing secret."
        errors={errors?.secret}
      />
      <fieldset>
        <legend className="text-sm font-semibold">Only these categories (none ticked: all)</legend>
        <div className="mt-2 grid grid-cols-2 gap-1 text-sm">
          {articleCategories.map((category) => (
            <label key={category} className="flex min-h-9 items-center gap-2">
              <input
                type="checkbox"
                name="categories"
                value={category}
                defaultChecked={answer?.categories?.includes(category)}
              />
              {category}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Only with these tags"
        name="tags"
        hint="Comma-separated; empty: any."
        defaultValue={values?.tags}
        errors={errors?.tags}
      />
      <button type="submit" className={buttonClass()}>
        Add channel
      </button>
    </Form>
  );
}
