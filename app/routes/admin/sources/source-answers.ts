import { data } from 'react-router';
import type { deskFailed } from '../shared/desk-answer';

/** A refused add or edit whose feed could not be reached now: the form offers to store it unchecked. */
export function offerUnchecked(answer: ReturnType<typeof deskFailed>) {
  return data({ ...answer.data, offerUnchecked: true as const }, answer.init ?? undefined);
}

/** The first message of each field, as the toast's reason when a form was refused. */
export const firstFieldError = (fieldErrors: Record<string, string[]>) =>
  Object.values(fieldErrors)[0]?.[0] ?? 'Check the highlighted fields';

/** The RSS URL field's hint, on the add and edit forms alike: the rule of `withAssumedScheme`. */
export const feedUrlHint =
  'An address without http:// or https:// is read as https:// (djmag.com/feed as https://djmag.com/feed).';
