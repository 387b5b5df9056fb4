import { data } from 'react-router';
import type { FieldErrors } from '~/lib/form-data';
import type { DeskToast } from '~/components/desk/toast';

/** What every desk action answers: a toast, and for a refused form its field errors and what was typed. */
export type DeskAnswer = {
  ok: boolean;
  toast: DeskToast;
  fieldErrors?: FieldErrors;
  values?: Record<string, string>;
};

/** A change that worked: `Mapping created`, `RSS source deleted`, … */
export const deskDone = (title: string, description?: string) =>
  data<DeskAnswer>({ ok: true, toast: { tone: 'success', title, description } });

/**
 * A change that did not happen, in the spec's words: the toast is titled 'Error' and says
 * `Failed to <what>: <reason>` ('Unknown error' when there is none).
 */
export const deskFailed = (
  what: string,
  reason: string | undefined,
  status = 400,
  form?: { fieldErrors?: FieldErrors; values?: Record<string, string> },
) =>
  data<DeskAnswer>(
    {
      ok: false,
      toast: {
        tone: 'error',
        title: 'Error',
        description: `Failed to ${what}: ${reason || 'Unknown error'}`,
      },
      ...form,
    },
    { status },
  );
