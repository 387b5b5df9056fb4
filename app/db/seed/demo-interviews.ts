import { sanitizeRichHtml } from '~/lib/html';
import { cover } from './demo-context';
import { createRandom } from './random';
import { interviewGuests } from './vocabulary';
import { interviewTopics, type InterviewTopic } from './demo-interview-topics';
import type { DemoCatalog } from './demo-catalog-rows';
import type { DemoContext } from './demo-context';

/** The clip every demo interview with audio plays (scripts/make-demo-interview-audio.js makes it). */
const AUDIO_URL = '/audio/interviews/studio-session.wav';
const youtubeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** "A", "A and B", "A, B and C". */
const names = (guests: readonly string[]) =>
  guests.length > 1 ? `${guests.slice(0, -1).join(', ')} and ${guests.at(-1)}` : (guests[0] ?? '');

/** The transcript as a conversation: the interviewer's questions, each guest answering in turn. */
function transcriptOf(topic: InterviewTopic, guests: readonly string[]): string {
  return topic.conversation
    .map(
      ([question, answer], i) =>
        `<p><strong>Dropwire:</strong> ${question}</p><p><strong>${guests[i % guests.length]}:</strong> ${answer}</p>`,
    )
    .join('');
}

/**
 * Ten interviews, one per topic, newest first: every other one with a video, five with a transcript (three of
 * them with the audio clip too), one with four guests. Their guests are named in the title or body they appear in. Its
 * own seeded random, so the sections built after it get the same content whatever this builder draws.
 */
export function buildDemoInterviews(ctx: DemoContext, catalog: DemoCatalog): void {
  const { publishedAt, uniqueSlug, authors } = ctx;
  const random = createRandom(1_207);
  const guestPool = interviewGuests;
  interviewTopics.forEach((topic, i) => {
    const guests = random.sample(guestPool, topic.guests);
    const body = topic.body.map((paragraph) => `<p>${paragraph(names(guests))}</p>`).join('');
    catalog.interviews.push({
      slug: uniqueSlug(`${guests.join(' ')} ${topic.slug}`),
      title: topic.title(names(guests)),
      guests,
      keyQuotes: topic.quotes,
      videoId:
        i % 2 === 0 ? Array.from({ length: 11 }, () => random.pick([...youtubeAlphabet])).join('') : null,
      audioUrl: topic.audio ? AUDIO_URL : null,
      coverImageUrl: cover(i + 11),
      body: sanitizeRichHtml(body),
      transcript: topic.conversation.length > 0 ? sanitizeRichHtml(transcriptOf(topic, guests)) : null,
      status: 'published',
      publishedAt: publishedAt(i * 6 + 1),
      authorId: (topic.festival ? authors[1] : authors[3])?.id,
    });
  });
}
