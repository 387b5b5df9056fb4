/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from screen readers) that
 * form-filling robots fill in: the action then answers as if the form worked and keeps nothing.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
