import { z } from 'zod';
import { multiLine, singleLine } from '~/lib/form-text';

/** The longest subject a mail program shows whole, more or less; longer ones are cut there anyway. */
export const ALERT_SUBJECT_MAX = 150;
export const ALERT_TEXT_MAX = 2000;

/** What an editor gives a breaking alert on the desk: a one-line subject, the words, and the story it is about. */
export const breakingAlertForm = z.object({
  subject: singleLine('The subject')
    .min(1, 'Give the alert a subject')
    .max(ALERT_SUBJECT_MAX, `Keep the subject under ${ALERT_SUBJECT_MAX} characters`),
  text: multiLine('The text')
    .min(1, 'Say in a few words what happened')
    .max(ALERT_TEXT_MAX, `Keep the text under ${ALERT_TEXT_MAX} characters`),
  articleId: z.uuid('Choose the published story the alert is about'),
});
export type BreakingAlertInput = z.infer<typeof breakingAlertForm>;
