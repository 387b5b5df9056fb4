import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-link';
import type { FormLayout } from '~/domain/content-desk/form-fields';
import { ChildRows } from './child-rows';
import { DeskField, type FieldState } from './desk-field';

/** Long fields take the whole width of the form's grid; short ones sit two or three to a row. */
const wide = new Set(['textarea', 'html', 'htmlOrText', 'list', 'pairs']);

/**
 * The edit form of any kind: its sections of fields, then its groups of child rows, and the save button.
 * A plain post (it works without JavaScript); `formKey` changes with each answer, so fields show what the
 * answer holds rather than what the browser kept.
 */
export function EntryForm({
  layout,
  state,
  formKey,
  saveLabel,
  uploads,
}: {
  layout: FormLayout;
  state: FieldState;
  formKey: string;
  saveLabel: string;
  /** Recent uploads' paths, offered by image fields. */
  uploads: string[];
}) {
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  return (
    <Form method="post" key={formKey} className="mt-6 flex flex-col gap-8">
      {/* Enter in a field saves: the first submit button of a form is the one Enter presses, and the
          "Add rows" buttons come before the visible Save. */}
      <button type="submit" name="intent" value="save" className="hidden" tabIndex={-1} aria-hidden="true">
        {saveLabel}
      </button>
      {layout.sections.map((section) => (
        <section key={section.title} className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
          <h2 className="text-lg font-bold">{section.title}</h2>
          <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {section.fields.map((spec) => (
              <div key={spec.name} className={wide.has(spec.type) ? 'md:col-span-2 xl:col-span-3' : ''}>
                <DeskField spec={spec} state={state} />
              </div>
            ))}
          </div>
        </section>
      ))}
      {layout.groups.map((group) => (
        <ChildRows key={group.name} group={group} state={state} />
      ))}
      <datalist id="desk-uploads">
        {uploads.map((path) => (
          <option key={path} value={path} />
        ))}
      </datalist>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" name="intent" value="save" className={buttonClass()} disabled={saving}>
          {saving ? 'Saving…' : saveLabel}
        </button>
      </div>
    </Form>
  );
}
