import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-link';
import { SelectField, TextField } from '~/components/ui/field';
import { sourceCategories } from '~/db/schema/newsroom';
import { feedUrlHint } from './source-answers';
import type { DeskAnswer } from '../shared/desk-answer';

type AddAnswer = DeskAnswer & { offerUnchecked?: true };

/**
 * Source Name, RSS URL and Category (news by default). The feed is checked before it is added; one that
 * cannot be reached just now may be added unchecked, with a second button.
 */
export function AddSourceForm({ answer }: { answer?: AddAnswer }) {
  const navigation = useNavigation();
  const intent = navigation.formData?.get('intent');
  const busy = intent === 'add' || intent === 'add-unchecked';
  const failed = answer && !answer.ok ? answer : undefined;
  return (
    // A new key after an add clears the fields.
    <Form
      key={answer?.ok ? `added-${answer.toast.description}` : 'add'}
      method="post"
      noValidate
      preventScrollReset
      aria-labelledby="add-source-title"
      className="rounded-2xl border border-border bg-surface p-4"
    >
      <h2 id="add-source-title" className="text-lg font-bold">
        Add a source
      </h2>
      <p className="mt-1 text-sm text-muted">
        The feed is fetched once to check that it is RSS, Atom or JSON Feed before it is added.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-[1fr_2fr_auto]">
        <TextField
          label="Source Name"
          name="name"
          required
          maxLength={120}
          defaultValue={failed?.values?.name}
          errors={failed?.fieldErrors?.name}
        />
        <TextField
          label="RSS URL"
          name="url"
          // Text, not url: an address without its scheme is welcome (https:// is assumed), and the server
          // says what is wrong with one it cannot use.
          type="text"
          required
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://example.com/feed.xml"
          hint={feedUrlHint}
          defaultValue={failed?.values?.url}
          errors={failed?.fieldErrors?.url}
        />
        <SelectField
          label="Category"
          name="category"
          defaultValue={failed?.values?.category ?? 'news'}
          errors={failed?.fieldErrors?.category}
        >
          {sourceCategories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
      </div>
      {failed?.offerUnchecked ? (
        <p className="mt-4 rounded-xl border border-border bg-surface-2 p-3 text-sm">
          The feed could not be reached just now. You can add it anyway: the crawler tries it on its schedule,
          through the same address checks, and its health shows here.
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" name="intent" value="add" className={buttonClass('primary')} disabled={busy}>
          {intent === 'add' ? 'Checking the feed…' : 'Add Source'}
        </button>
        {failed?.offerUnchecked ? (
          <button
            type="submit"
            name="intent"
            value="add-unchecked"
            className={buttonClass('secondary')}
            disabled={busy}
          >
            Add without checking
          </button>
        ) : null}
      </div>
    </Form>
  );
}
