import { buttonClass } from '~/components/ui/button-link';
import {
  BLANK_ROWS,
  REMOVE_FIELD,
  rowCountName,
  rowFieldName,
  type RowGroup,
} from '~/domain/content-desk/form-fields';
import { rowCount } from '~/domain/content-desk/form-values';
import { CheckboxField, DeskField, type FieldState } from './desk-field';

/** The intent of the button that asks for more blank rows of a group. */
const addRowsIntent = (group: string) => `add-rows:${group}`;

/**
 * A group of child rows (a release's tracks), edited with their parent and without JavaScript: the rows it
 * has, a few blank ones to fill in, a Remove box per row, and "Add rows", which posts the form back to get
 * more blank rows without saving. The number of rows shown is posted too, so the answer shows as many.
 */
export function ChildRows({ group, state }: { group: RowGroup; state: FieldState }) {
  const countName = rowCountName(group.name);
  const shown = Math.max(
    rowCount(state.values, group.name, BLANK_ROWS),
    Number(state.values[countName]) || 0,
  );
  const count = Math.min(shown, group.maxRows + BLANK_ROWS);
  const error = state.errors[countName]?.[0];
  const hidden = group.fields.filter((spec) => spec.type === 'rowId');
  const shownFields = group.fields.filter((spec) => spec.type !== 'rowId');
  return (
    <fieldset className="rounded-2xl border border-border p-4 sm:p-6" aria-describedby={`${group.name}-hint`}>
      <legend className="px-2 text-lg font-bold">{group.label}</legend>
      <p id={`${group.name}-hint`} className="text-sm text-muted">
        {group.hint ?? 'Blank rows are left out; tick “Remove” to drop a row.'}
      </p>
      {error ? (
        <p className="mt-2 text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
      <input type="hidden" name={countName} value={count} />
      <ol className="mt-4 flex flex-col gap-4">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <fieldset className="rounded-xl bg-surface-2/40 p-3">
              <legend className="text-sm font-semibold text-muted">{`${group.rowLabel} ${index + 1}`}</legend>
              {/* A row's id rides along hidden, outside the grid of what an editor fills in. */}
              {hidden.map((spec) => (
                <DeskField
                  key={spec.name}
                  spec={spec}
                  name={rowFieldName(group.name, index, spec.name)}
                  state={state}
                />
              ))}
              <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                {shownFields.map((spec) => (
                  <div
                    key={spec.name}
                    className={spec.type === 'textarea' || spec.type === 'list' ? 'sm:col-span-2' : ''}
                  >
                    <DeskField
                      spec={spec}
                      name={rowFieldName(group.name, index, spec.name)}
                      state={state}
                      inRow
                    />
                  </div>
                ))}
                <CheckboxField
                  label="Remove"
                  name={rowFieldName(group.name, index, REMOVE_FIELD)}
                  checked={false}
                />
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {count < group.maxRows ? (
        <button
          type="submit"
          name="intent"
          value={addRowsIntent(group.name)}
          formNoValidate
          className={`${buttonClass('secondary')} mt-4`}
        >
          {`Add rows to ${group.label.toLowerCase()}`}
        </button>
      ) : null}
    </fieldset>
  );
}
