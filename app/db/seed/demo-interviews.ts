import { cover } from './demo-context';
import { artists } from './vocabulary';
import type { DemoCatalog } from './demo-catalog';
import type { DemoContext } from './demo-context';

/** Eight interviews, every other one with a video. */
export function buildDemoInterviews(ctx: DemoContext, catalog: DemoCatalog): void {
  const { random, publishedAt, uniqueSlug, authors } = ctx;
  for (let i = 0; i < 8; i++) {
    const guests = random.sample(artists, i % 3 === 0 ? 3 : 1);
    catalog.interviews.push({
      slug: uniqueSlug(`${guests.join(' ')} interview`),
      title: `${guests.join(', ')} on the road, the studio and the floor`,
      guests,
      keyQuotes: [
        'The crowd tells you where the set goes next.',
        'I make every record for one specific room.',
      ],
      videoId: i % 2 === 0 ? null : `demo-video-${i}`,
      coverImageUrl: cover(i + 11),
      body: `<p>We met ${guests.join(guests.length > 2 ? ', ' : ' and ').replace(/, ([^,]*)$/, ' and $1')} between two shows to talk about the year.</p>`,
      transcript: null,
      status: 'published',
      publishedAt: publishedAt(i * 7 + 2),
      authorId: authors[3]?.id,
    });
  }
}
