import { comparableText } from '../normalise/comparable-text';

export const storyCategories = [
  'news',
  'releases',
  'festivals',
  'tech',
  'interviews',
  'reviews',
  'analysis',
] as const;
export type StoryCategory = (typeof storyCategories)[number];

// A transparent model: each phrase adds its weight to a category; the source's default adds a prior.
// Phrases are matched on word boundaries in the lower-cased title (counted twice) and text.
const categoryLexicon: Record<Exclude<StoryCategory, 'news'>, [string, number][]> = {
  releases: [
    ['new single', 3],
    ['new album', 3],
    ['debut album', 3],
    ['album', 2],
    ['ep', 2],
    ['lp', 2],
    ['single', 1.5],
    ['remix', 2],
    ['remixes', 2],
    ['remixed', 2],
    ['compilation', 2.5],
    ['reissue', 2.5],
    ['reissues', 2.5],
    ['out now', 3],
    ['out on', 2],
    ['tracklist', 2],
    ['premiere', 2],
    ['release', 1.5],
    ['releases', 1.5],
    ['released', 1.5],
    ['drops', 1.5],
    ['shares', 1],
    ['track', 1],
    ['tracks', 1],
    ['vinyl', 1.5],
    ['box set', 2],
  ],
  festivals: [
    ['festival', 3],
    ['lineup', 3],
    ['line up', 3],
    ['tickets', 2],
    ['ticket', 1.5],
    ['sold out', 2],
    ['sells out', 2],
    ['stage', 1.5],
    ['stages', 1.5],
    ['headliner', 2],
    ['headliners', 2],
    ['timetable', 2.5],
    ['campsite', 2],
    ['camping', 2],
    ['edition', 1.5],
    ['weekend', 1],
    ['lottery', 1.5],
  ],
  tech: [
    ['synth', 3],
    ['synthesizer', 3],
    ['polysynth', 3],
    ['drum machine', 3],
    ['controller', 2.5],
    ['firmware', 3],
    ['plugin', 3],
    ['plug in', 3],
    ['daw', 3],
    ['software', 2],
    ['hardware', 2],
    ['cdj', 3],
    ['mixer', 2],
    ['sampler', 3],
    ['groove box', 3],
    ['interface', 2],
    ['headphones', 2.5],
    ['app', 1.5],
    ['update', 1.5],
    ['version', 1.5],
    ['player', 1.5],
    ['players', 1.5],
    ['unveils', 1.5],
    ['launches', 1],
    ['stems', 1.5],
    ['stem separation', 2.5],
    ['tracker', 2],
    ['ai', 1.5],
  ],
  interviews: [
    ['interview', 4],
    ['in conversation', 4],
    ['conversation', 2.5],
    ['we spoke', 3],
    ['spoke to', 3],
    ['talks', 2.5],
    ['told us', 3],
    ['q a', 4],
    ['own words', 3],
    ['in this interview', 4],
    ['answers questions', 3],
    ['looks back', 2],
  ],
  reviews: [
    ['review', 4],
    ['reviewed', 4],
    ['verdict', 3],
    ['rating', 2],
    ['pros and cons', 4],
    ['pros', 1.5],
    ['cons', 1.5],
    ['hands on', 2.5],
    ['we tested', 3],
    ['tested', 2],
  ],
  analysis: [
    ['analysis', 4],
    ['analysed', 3],
    ['why', 2.5],
    ['how', 1.5],
    ['explained', 3],
    ['opinion', 3.5],
    ['essay', 3.5],
    ['the state of', 3],
    ['state of', 2],
    ['data', 2],
    ['economics', 3],
    ['trend', 2],
    ['future of', 3],
    ['deep dive', 4],
    ['long read', 3.5],
  ],
};

export const genreLexicon: Record<string, string[]> = {
  Techno: ['techno', 'hard techno', 'industrial techno', 'melodic techno'],
  House: ['house', 'house music'],
  'Deep House': ['deep house'],
  'Tech House': ['tech house'],
  'Melodic House': ['melodic house', 'organic house'],
  Trance: ['trance', 'psytrance', 'psy trance', 'uplifting trance'],
  Progressive: ['progressive', 'progressive house'],
  'Drum & Bass': ['drum and bass', 'drum n bass', 'dnb', 'jungle', 'drum bass'],
  Dubstep: ['dubstep', 'riddim'],
  Bass: ['bass music', 'bassline', 'ukg', 'uk garage', 'garage'],
  Electro: ['electro'],
  Ambient: ['ambient', 'downtempo'],
  Disco: ['disco', 'nu disco', 'nu-disco'],
  Breaks: ['breakbeat', 'breaks'],
  Hardstyle: ['hardstyle', 'hardcore', 'gabber'],
};

const sourceCategoryPrior: Record<string, StoryCategory> = {
  releases: 'releases',
  gear: 'tech',
  festivals: 'festivals',
  interviews: 'interviews',
  news: 'news',
};

/** A text's words with where each word occurs, so a phrase is found by its first word, not by scanning. */
type IndexedText = { words: string[]; at: Map<string, number[]> };

function indexText(comparable: string): IndexedText {
  const words = comparable.split(' ').filter(Boolean);
  const at = new Map<string, number[]>();
  words.forEach((word, position) => {
    const list = at.get(word);
    if (list) list.push(position);
    else at.set(word, [position]);
  });
  return { words, at };
}

// Phrases as word lists, worked out once rather than on every count.
const phraseWords = new Map<string, string[]>();

/** How often a phrase occurs in a text, as whole words. */
function count(text: IndexedText, phrase: string): number {
  let words = phraseWords.get(phrase);
  if (words === undefined)
    phraseWords.set(phrase, (words = comparableText(phrase).split(' ').filter(Boolean)));
  if (words.length === 0) return 0;
  let found = 0;
  for (const start of text.at.get(words[0]!) ?? [])
    if (words.every((word, offset) => text.words[start + offset] === word)) found++;
  return found;
}

export type Classification = {
  category: StoryCategory;
  scores: Record<StoryCategory, number>;
  genres: string[];
};

/** Category and genres of a story from its titles and texts, with the scores that decided it. */
export function classify(input: { title: string; text: string; sourceCategory?: string }): Classification {
  const title = indexText(comparableText(input.title));
  const text = indexText(comparableText(input.text.slice(0, 3000)));
  const scores = Object.fromEntries(storyCategories.map((category) => [category, 0])) as Record<
    StoryCategory,
    number
  >;
  for (const [category, phrases] of Object.entries(categoryLexicon) as [
    Exclude<StoryCategory, 'news'>,
    [string, number][],
  ][]) {
    for (const [phrase, weight] of phrases)
      scores[category] +=
        weight * (2 * Math.min(count(title, phrase), 1) + Math.min(count(text, phrase), 3) * 0.5);
  }
  const prior = sourceCategoryPrior[input.sourceCategory ?? 'news'] ?? 'news';
  scores[prior] += 2.5;
  // News is the default: another category must clearly win.
  scores.news += 1.5;
  const category = (Object.entries(scores) as [StoryCategory, number][]).sort((a, b) => b[1] - a[1])[0]![0];
  const genreScores = Object.entries(genreLexicon)
    .map(
      ([genre, phrases]) =>
        [
          genre,
          phrases.reduce((sum, phrase) => sum + 2 * count(title, phrase) + count(text, phrase), 0),
        ] as const,
    )
    .filter(([, score]) => score > 0)
    .sort((a, b) => b[1] - a[1]);
  // "Deep House" also matches "house": the more specific genre wins.
  const genres = genreScores
    .map(([genre]) => genre)
    .filter(
      (genre, _, all) =>
        !(genre === 'House' && all.some((other) => other !== 'House' && other.endsWith('House'))),
    );
  return { category, scores, genres: genres.slice(0, 3) };
}
