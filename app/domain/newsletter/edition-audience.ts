import type { SubscriberFrequency } from '~/db/schema/newsletter';
import type { ArticleCategory } from '~/db/schema/enums';

// Who an edition is for: the topics it is about and the frequencies that want it. Pure; the sender's
// recipient query (edition-recipients.server.ts) applies it when an edition's recipients are fixed.

/** newsletter_queue.type of an alert an editor starts from the desk. */
export const BREAKING_ALERT = 'breaking';

/** Breaking alerts a subscriber gets in a calendar month (Berlin's), at most (the newsletter FAQ's promise). */
export const BREAKING_ALERTS_PER_MONTH = 2;

/**
 * The subscriber topic each story category belongs to. Analysis and sponsored stories are news; reviews are
 * of gear (the /reviews and /tech-gear pages are one screen), so they are tech. No story category is about
 * `charts` or `deals`: a subscriber who picked only those (the gear-deals page's sign-up) gets no digest.
 */
const topicOfCategory: Record<ArticleCategory, string> = {
  news: 'news',
  analysis: 'news',
  sponsored: 'news',
  festivals: 'festivals',
  releases: 'releases',
  interviews: 'interviews',
  tech: 'tech',
  reviews: 'tech',
};

/** An edition's topics: those of its stories' categories, each once, in a stable order. */
export function editionTopics(categories: readonly string[]): string[] {
  const topics = new Set<string>();
  for (const category of categories) {
    const topic = topicOfCategory[category as ArticleCategory];
    if (topic) topics.add(topic);
  }
  return [...topics].sort();
}

/**
 * Whether a subscriber's topics take an edition's: a subscriber who picked nothing gets everything, and an
 * edition about nothing in particular goes to everyone; otherwise one topic in common is enough. The SQL in
 * edition-recipients.server.ts says the same; this is its statement for tests and readers.
 */
export const topicsMatch = (subscriber: readonly string[], edition: readonly string[]) =>
  subscriber.length === 0 || edition.length === 0 || subscriber.some((topic) => edition.includes(topic));

/**
 * The frequencies that want an edition of this type. Every choice in the preference centre includes the
 * Friday digest; "the Friday digest only" (weekly) is the one that turns breaking alerts down, so alerts go
 * to the daily and instant readers, who asked for more than the Friday mail.
 */
export function frequenciesFor(type: string): SubscriberFrequency[] {
  return type === BREAKING_ALERT ? ['daily', 'instant'] : ['weekly', 'daily', 'instant'];
}
