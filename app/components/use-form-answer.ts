import { useActionData } from 'react-router';
import type { FormAnswer } from '~/routes/shared/public-form.server';

/**
 * A form's answer, however it was sent: through the fetcher when scripts run, or as the action data of the
 * page a plain POST rendered when they have not loaded (a slow phone) or are off.
 */
export function useFormAnswer(fetcher: { data?: FormAnswer }): FormAnswer | undefined {
  const posted = useActionData<FormAnswer>();
  return fetcher.data ?? posted;
}
