// Generated text for the search benchmark: headlines and bodies that read like EDM news, with word frequencies
// that follow Zipf's law, so the commonest words ("music", "new", "night") are in tens of thousands of
// articles, scene words in thousands, and each of thousands of invented artist names in about a hundred.
import { randomUUID } from 'node:crypto';
import { articleCategories, type ArticleCategory } from '../app/db/schema/enums';
import { artists, festivals, labels, releaseGenres } from '../app/db/seed/vocabulary';
import type { Random } from '../app/db/seed/random';

// English by frequency, stop words included: the stemmer drops those, and readers still type them.
const common =
  `the of and to a in is that for it as was with be by on not he this are or his from at which but
have an they you were her she there been one all we their has would when if so no will more music new year night
time people sound world show live first last club way back after two over years our most only week made just
also like some into city best big day home fans crowd tour room set stage record other long played three every
track before around never release still announced well great open life love history team together fresh future
album party summer weekend friends favourite special early late free full hard deep dark bright slow fast
voice energy dance floor`.split(/\s+/);

const scene = `techno house trance bassline synth modular remix warehouse rave lineup festival vinyl label
producer dj mix ep lp single remaster edit dub acid breakbeat jungle drum bass garage ambient electro minimal
progressive melodic hypnotic industrial afterhours residency booth mixer turntable sampler sequencer
drumcomputer arpeggio filter reverb delay compressor mastering streaming playlist chart premiere boiler
sunrise terrace soundsystem bpm kick hihat sidechain headliner b2b closing opening anthem banger groove
percussion vocal`.split(/\s+/);

// Real names with accents, so accent-insensitive search has something to find.
const accented = ['Røyksopp', 'Kölsch', 'Ben Böhmer', 'Âme', 'Sónar', 'Mathias Kaden', 'Fatima Hajji'];
const places = ['Berlin', 'Amsterdam', 'Detroit', 'Ibiza', 'London', 'Barcelona', 'Tbilisi', 'Manchester'];
const syllables = 'ka lo mi ra ve no ta si del mor quin var zel bri dax lun or fen tor ash nyx vel cor'.split(
  ' ',
);

/** Thousands of invented artist names (two syllable pairs each), every one rare in the corpus. */
function inventedArtists(random: Random, count: number): string[] {
  const names = new Set<string>();
  const word = () => {
    const text =
      random.pick(syllables) + random.pick(syllables) + (random.chance(0.5) ? random.pick(syllables) : '');
    return text[0]!.toUpperCase() + text.slice(1);
  };
  while (names.size < count) names.add(`${word()} ${word()}`);
  return [...names];
}

/** Picks from a list with Zipf weights: the first item is twice as likely as the second, and so on. */
function zipf(random: Random, items: readonly string[]): () => string {
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 1; rank <= items.length; rank++) cumulative.push((sum += 1 / rank));
  return () => {
    const target = random.next() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return items[low]!;
  };
}

export type Corpus = ReturnType<typeof createCorpus>;

export function createCorpus(random: Random) {
  const invented = inventedArtists(random, 3000);
  const allArtists = [...artists, ...accented, ...invented];
  const commonWord = zipf(random, common);
  const sceneWord = zipf(random, scene);
  const artist = () =>
    random.chance(0.3)
      ? random.pick(artists)
      : random.chance(0.05)
        ? random.pick(accented)
        : random.pick(invented);
  const festival = () => random.pick(festivals).name;
  const sentence = () => {
    const words = Array.from({ length: random.int(8, 18) }, () => {
      const roll = random.next();
      return roll < 0.7
        ? commonWord()
        : roll < 0.92
          ? sceneWord()
          : roll < 0.97
            ? artist()
            : random.pick(places);
    });
    const text = words.join(' ');
    return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = () => Array.from({ length: random.int(2, 5) }, sentence).join(' ');
  const headline = (category: ArticleCategory) => {
    const genre = random.pick(releaseGenres);
    const templates = [
      () => `${artist()} announces new ${random.pick(['album', 'EP', 'single'])} on ${random.pick(labels)}`,
      () =>
        `${festival()} reveals ${random.pick(['lineup', 'stages', 'dates'])} with ${artist()} and ${artist()}`,
      () => `${artist()} shares ${sceneWord()} ${random.pick(['remix', 'edit', 'mix'])} of ${artist()} track`,
      () => `Why ${genre.toLowerCase()} ${commonWord()} ${sceneWord()} in ${random.pick(places)}`,
      () => `${artist()} b2b ${artist()} at ${festival()}: the ${sceneWord()} ${commonWord()}`,
      () =>
        `${random.pick(places)} club ${random.pick(['closes', 'reopens', 'expands'])} after ${commonWord()} ${sceneWord()} ${commonWord()}`,
    ];
    return category === 'tech'
      ? `Review: the new ${sceneWord()} ${random.pick(['controller', 'synth', 'mixer', 'plugin'])} ${commonWord()} ${sceneWord()}`
      : random.pick(templates)();
  };
  return { allArtists, invented, artist, festival, sentence, paragraph, headline, sceneWord, commonWord };
}

const categoryWeights: [ArticleCategory, number][] = [
  ['news', 60],
  ['analysis', 8],
  ['releases', 8],
  ['festivals', 8],
  ['interviews', 5],
  ['tech', 6],
  ['reviews', 4],
  ['sponsored', 1],
];
if (categoryWeights.length !== articleCategories.length) throw new Error('a category has no weight');

function pickCategory(random: Random): ArticleCategory {
  let roll = random.next() * 100;
  for (const [category, weight] of categoryWeights) if ((roll -= weight) < 0) return category;
  return 'news';
}

/**
 * When each published article came out, oldest first, over three years and denser lately: a newsroom's table
 * grows in publishing order, so rows sit on disk roughly by date, as the newest-first reads expect.
 */
export function publicationTimes(random: Random, count: number, now: number): string[] {
  return Array.from({ length: count }, () => 3 * 365 * random.next() ** 1.5)
    .sort((a, b) => b - a)
    .map((ageDays) => new Date(now - ageDays * 86_400_000).toISOString());
}

/** One article's columns; `publishedAt` null makes it a draft. */
export function articleRow(random: Random, corpus: Corpus, n: number, publishedAt: string | null) {
  const category = pickCategory(random);
  const title = corpus.headline(category);
  const body = Array.from({ length: random.int(3, 6) }, () => `<p>${corpus.paragraph()}</p>`).join('');
  return {
    id: randomUUID(),
    slug: `bench-${n}`,
    title,
    summary: corpus.sentence(),
    content: body,
    category,
    status: publishedAt ? 'published' : 'draft',
    published_at: publishedAt,
  };
}
