/** Which fediverse replies and mentions the desk's inbox lists: open (neither answered nor hidden), answered, hidden. */
export const fediverseInboxViews = ['open', 'answered', 'hidden'] as const;
export type FediverseInboxView = (typeof fediverseInboxViews)[number];
