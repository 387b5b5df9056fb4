import { useEffect } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { buttonClass } from '../ui/button-link';
import { Icon } from '../ui/icon';
import type { DeskAnswer } from '~/routes/admin/shared/desk-answer';
import { formatDeskTime } from './desk-time';
import { Toast } from './toast';

type TriggerState = 'idle' | 'waiting' | 'running' | 'retrying';

type Trigger = {
  id: string;
  title: string;
  description: string;
  state: TriggerState;
  since: Date | string | null;
};

const stateText: Record<Exclude<TriggerState, 'idle'>, string> = {
  waiting: 'A run is waiting to start',
  running: 'Running',
  retrying: 'A failed run is waiting to be retried',
};

/**
 * The Manual Triggers: a card per automation whose Trigger Now sends its job. The button reads
 * 'Processing...' while the request is on its way and for as long as a run is unfinished (the page asks again
 * every two seconds meanwhile); the server refuses a second run either way. Without scripts the cards are
 * plain forms and the page shows the state it was rendered with.
 */
export function TriggerCards({ triggers, answer }: { triggers: Trigger[]; answer?: DeskAnswer }) {
  const fetcher = useFetcher<DeskAnswer>({ key: 'manual-trigger' });
  const sending = fetcher.state !== 'idle' ? fetcher.formData?.get('trigger') : undefined;
  const revalidator = useRevalidator();
  const unfinished = triggers.some((trigger) => trigger.state !== 'idle');
  // While a run is unfinished, ask again every two seconds (each new answer sets the next timer).
  useEffect(() => {
    if (!unfinished) return;
    const timer = setTimeout(() => void revalidator.revalidate(), 2_000);
    return () => clearTimeout(timer);
  }, [unfinished, triggers, revalidator]);
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-3">
        {triggers.map((trigger) => {
          const processing = sending === trigger.id || trigger.state !== 'idle';
          return (
            <li key={trigger.id} className="flex flex-col rounded-2xl border border-border bg-surface p-5">
              <h2 className="text-lg font-semibold">{trigger.title}</h2>
              <p className="mt-2 flex-1 text-sm text-muted">{trigger.description}</p>
              <p className="mt-3 text-sm" aria-live="polite">
                {trigger.state === 'idle' ? (
                  <span className="text-muted">No run in progress.</span>
                ) : (
                  <span className="font-semibold">
                    {stateText[trigger.state]}
                    {trigger.since ? (
                      <span className="font-normal text-muted"> since {formatDeskTime(trigger.since)}</span>
                    ) : null}
                  </span>
                )}
              </p>
              <fetcher.Form method="post" className="mt-4">
                <input type="hidden" name="trigger" value={trigger.id} />
                <button type="submit" disabled={processing} className={`${buttonClass()} w-full`}>
                  <Icon name={processing ? 'clock' : 'play'} className="h-4 w-4" />
                  {processing ? 'Processing...' : 'Trigger Now'}
                  <span className="sr-only"> {trigger.title}</span>
                </button>
              </fetcher.Form>
            </li>
          );
        })}
      </ul>
      <Toast toast={fetcher.data?.toast ?? answer?.toast} />
    </>
  );
}
