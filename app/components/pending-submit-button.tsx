import { useEffect, useRef, useState } from 'react';
import { island } from '~/islands/island';

type PendingSubmitButtonProps = {
  label: string;
  /** What the button says while its own press is being sent (else it keeps its label). */
  pendingLabel?: string;
  /** The button's own field (`intent=save`), sent with the form when it is the one pressed. */
  name?: string;
  value?: string;
  className?: string;
  /** The accessible name, when the label alone does not say what the button does. */
  ariaLabel?: string;
};

/**
 * A submit button, as an island, for a form the browser posts itself (no router in the page): once the form
 * is sent it disables itself, so a second press does not send it twice, and the button that was pressed says
 * `pendingLabel` until the next page arrives. Without scripts it is a plain submit button.
 */
export function PendingSubmitButtonView({
  label,
  pendingLabel = label,
  name,
  value,
  className,
  ariaLabel,
}: PendingSubmitButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState<'pressed' | 'other' | undefined>();

  useEffect(() => {
    const button = ref.current;
    const form = button?.form;
    if (!button || !form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onSubmit = (event: SubmitEvent) => {
      // After the browser has read the form's fields (a disabled button's name and value are not sent), and
      // only if no script stopped the submission.
      timer = setTimeout(() => {
        if (!event.defaultPrevented) setPending(event.submitter === button ? 'pressed' : 'other');
      });
    };
    // Back to this page through the browser's history (its page cache): that submission is over.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(undefined);
    };
    form.addEventListener('submit', onSubmit);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      clearTimeout(timer);
      form.removeEventListener('submit', onSubmit);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  return (
    <button
      ref={ref}
      type="submit"
      name={name}
      value={value}
      className={className}
      aria-label={ariaLabel}
      disabled={pending !== undefined}
    >
      {pending === 'pressed' ? pendingLabel : label}
    </button>
  );
}

export const PendingSubmitButton = island('pending-submit-button', PendingSubmitButtonView, {
  hydrate: 'use',
});
