/** Lower-cased words only: the form in which two copies of a text compare equal. */
export const comparableText = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
