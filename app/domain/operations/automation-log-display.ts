// How the desk shows an automation log (the prototype's automation admin). Pure.

/** success and error as stored; any other status (a run still under way) shows as pending. */
export type LogStatusKind = 'success' | 'error' | 'pending';

export const logStatusKind = (status: string): LogStatusKind =>
  status === 'success' || status === 'error' ? status : 'pending';

/** The log's type as the desk writes it: underscores as spaces, upper case ("rss_processing" → "RSS PROCESSING"). */
export const logTypeLabel = (type: string) => type.replaceAll('_', ' ').toUpperCase();
