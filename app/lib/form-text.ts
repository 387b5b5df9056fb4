import { z } from 'zod';
import { hasControlChars } from './untrusted-input';

/**
 * Text that readers type into forms. Control characters have no place in what a person types (NUL is
 * refused by PostgreSQL outright); a line break in a one-line field (a name, a subject, an address) is how
 * a sender smuggles extra header lines into an e-mail built from it.
 */

const LINE_BREAKS = /[\r\n\u2028\u2029]/;

export const controlCharsMessage = (label: string) =>
  `${label} contains control characters (such as NUL); please type it again`;

/**
 * One line of text (name, subject, e-mail address, link), trimmed. `label` names the field in messages,
 * as a person would: "Your name", "The subject". Add `.min()` and `.max()` as for any zod string.
 */
export const singleLine = (label: string) =>
  z
    .string()
    .trim()
    .refine((text) => !LINE_BREAKS.test(text), `${label} must fit on one line: please remove the line breaks`)
    .refine((text) => !text.includes('\t'), `${label} must not contain tabs`)
    .refine((text) => !hasControlChars(text), controlCharsMessage(label));

/** Text of several lines (a message): tabs and line breaks are kept, other control characters refused. */
export const multiLine = (label: string) =>
  z
    .string()
    .trim()
    .refine((text) => !hasControlChars(text), controlCharsMessage(label));
