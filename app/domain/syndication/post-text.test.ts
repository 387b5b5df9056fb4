import { describe, expect, it } from 'vitest';
import { CHANNEL_LIMITS, hashtagOf, postText } from './post-text';

const post = {
  title: 'Boiler Room announces its first Lisbon festival',
  summary:
    'The livestream brand heads to Portugal in June with three days of house and techno across two stages by the river, tickets on sale Friday. '.repeat(
      4,
    ),
  url: 'https://news.example.test/news/boiler-room-lisbon',
  tags: ['Boiler Room', 'Techno', 'Lisbon', 'Amelie Lens', '808', 'Drum & Bass'],
};

describe('postText', () => {
  it.each(Object.entries(CHANNEL_LIMITS))(
    'fits %s (%d) with headline, URL and a summary cut at a word',
    (_channel, limit) => {
      const text = postText(post, limit);
      expect([...new Intl.Segmenter().segment(text)].length).toBeLessThanOrEqual(limit);
      expect(text.startsWith(`${post.title}\n\n`)).toBe(true);
      expect(text).toContain(post.url);
      expect(text).toMatch(/\w…\n\n/);
    },
  );

  it('keeps the whole summary when it fits, and adds hashtags', () => {
    expect(postText({ ...post, summary: 'Three days in June.' }, 500)).toBe(
      `${post.title}\n\nThree days in June.\n\n${post.url}\n\n#BoilerRoom #Techno #Lisbon #AmelieLens #DrumBass`,
    );
  });

  it('never cuts the URL, even for a headline longer than the limit', () => {
    const text = postText({ ...post, title: 'word '.repeat(100) }, 300);
    expect(text.endsWith(post.url)).toBe(true);
    expect([...text].length).toBeLessThanOrEqual(300);
  });
});

describe('hashtagOf', () => {
  it.each([
    ['Amelie Lens', '#AmelieLens'],
    ['drum & bass', '#DrumBass'],
    ['Sónar', '#Sónar'],
    ['808', undefined],
    ['   ', undefined],
  ])('%s → %s', (tag, hashtag) => {
    expect(hashtagOf(tag)).toBe(hashtag);
  });
});
