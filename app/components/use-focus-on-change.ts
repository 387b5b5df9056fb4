import { useEffect, useRef } from 'react';

/**
 * A ref for the element that tells a form's outcome, focused whenever `shown` (what it tells) changes to
 * something, so a reader whose button went with the cleared form, or who is at its foot, is taken to it. Not
 * on the first render: an outcome the page came with (a plain POST's) is in view already, and the reader may
 * be typing by the time scripts run.
 */
export function useFocusOnChange<E extends HTMLElement>(shown: unknown) {
  const ref = useRef<E>(null);
  const last = useRef(shown);
  useEffect(() => {
    if (shown !== last.current && shown !== undefined) ref.current?.focus();
    last.current = shown;
  }, [shown]);
  return ref;
}
