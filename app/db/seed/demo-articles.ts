import { articleCategories, type ArticleCategory } from '../schema/content';
import {
  buildArticle,
  buildProfile,
  buildTag,
  type ArticleRow,
  type ArticleSourceRow,
  type ArticleTagRow,
  type ProfileRow,
  type TagRow,
} from './builders';
import type { Random } from './random';
import { artists, editors, festivals, gear, labels, outlets, releaseGenres } from './vocabulary';

type Names = {
  artist: string;
  label: string;
  festival: string;
  genre: string;
  brand: string;
  model: string;
  year: number;
};

const headlines: Record<ArticleCategory, ((n: Names) => string)[]> = {
  news: [
    (n) => `${n.artist} announces ${n.year} world tour with 40 dates across five continents`,
    (n) => `${n.label} signs ${n.artist} for a three-record deal`,
    (n) => `${n.artist} launches a new imprint dedicated to ${n.genre.toLowerCase()}`,
    (n) => `${n.artist} cancels summer dates to focus on new studio album`,
    (n) => `${n.artist} and ${n.label} team up for a charity compilation`,
    (n) => `${n.artist} breaks the club attendance record at a sold-out residency`,
    (n) => `${n.artist} shares first details of a long-awaited live show`,
    (n) => `${n.label} opens a record store and listening bar`,
  ],
  analysis: [
    (n) => `Why ${n.genre.toLowerCase()} is dominating the ${n.year} festival season`,
    (n) => `The economics of a ${n.festival} headline slot, explained`,
    (n) => `How streaming playlists are reshaping ${n.genre.toLowerCase()} DJ sets`,
    (n) => `What ${n.label}'s catalogue tells us about the next wave of ${n.genre.toLowerCase()}`,
    (n) => `Club closures, rising fees: the state of the ${n.genre.toLowerCase()} scene in ${n.year}`,
    () => `Vinyl pressing queues are finally getting shorter. Here is why`,
    (n) => `The data behind ${n.artist}'s rise from warm-up slots to main stages`,
    () => `Are AI mastering tools good enough for the club yet?`,
  ],
  sponsored: [
    (n) => `Partner feature: inside the making of the ${n.brand} ${n.model}`,
    (n) => `Partner feature: five producers on building tracks with ${n.brand}`,
    (n) => `Partner feature: the ${n.festival} travel guide`,
    (n) => `Partner feature: a week on tour with ${n.artist}`,
    (n) => `Partner feature: how ${n.label} prepares a release for the club`,
    (n) => `Partner feature: ${n.brand} studio sessions with rising DJs`,
    (n) => `Partner feature: the sound system behind ${n.festival}`,
    (n) => `Partner feature: mixing in the box with ${n.brand}`,
  ],
  festivals: [
    (n) => `${n.festival} ${n.year}: everything we know so far`,
    (n) => `${n.festival} adds ${n.artist} to the ${n.year} lineup`,
    (n) => `${n.festival} reveals the first wave of its ${n.year} lineup`,
    (n) => `${n.festival} tickets sell out in under an hour`,
    (n) => `${n.festival} announces a new stage curated by ${n.label}`,
    (n) => `${n.festival} unveils stage-by-stage timetable`,
    (n) => `${n.festival} moves to a bigger site for ${n.year}`,
    (n) => `${n.festival} introduces free water and quiet zones`,
  ],
  releases: [
    (n) => `${n.artist} drops a new single on ${n.label}`,
    (n) => `${n.artist} returns to ${n.label} with a debut album`,
    (n) => `${n.artist} remixes a ${n.genre.toLowerCase()} classic for ${n.label}'s anniversary`,
    (n) => `${n.label} shares a ${n.genre.toLowerCase()} compilation mixed by ${n.artist}`,
    (n) => `${n.artist} surprises fans with a four-track EP`,
    (n) => `${n.artist} releases a collaborative album with strings and synths`,
    (n) => `${n.artist} revisits early ${n.genre.toLowerCase()} on a new EP`,
    (n) => `${n.artist} shares a club edit that has been closing sets for a year`,
  ],
  interviews: [
    (n) => `${n.artist} on touring, burnout and the record that changed everything`,
    (n) => `"The dance floor is the editor": ${n.artist} in conversation`,
    (n) => `${n.artist} talks ${n.genre.toLowerCase()}, ${n.label} and what comes next`,
    (n) => `Behind the decks with ${n.artist}`,
    (n) => `${n.artist} on building a live show from scratch`,
    (n) => `${n.artist} on the night that started it all`,
    (n) => `${n.artist} explains the studio rules that keep the music fresh`,
    (n) => `${n.artist} and the art of the long set`,
  ],
  tech: [
    (n) => `${n.brand} unveils the ${n.model} with a redesigned workflow`,
    (n) => `${n.brand} ${n.model} firmware update adds stem separation`,
    (n) => `Hands-on with the ${n.brand} ${n.model}`,
    (n) => `${n.brand} cuts the price of the ${n.model} by 15 percent`,
    (n) => `${n.brand} open-sources the protocol behind the ${n.model}`,
    (n) => `${n.brand} announces a compact version of the ${n.model}`,
    (n) => `The ${n.brand} ${n.model} gets an AI-assisted mastering mode`,
    (n) => `${n.brand} ${n.model}: what changed and who should upgrade`,
  ],
  reviews: [
    (n) => `${n.brand} ${n.model} review: a studio workhorse that earns its price`,
    (n) => `${n.brand} ${n.model} review: big sound, small footprint`,
    (n) => `${n.brand} ${n.model} review: the new club standard?`,
    (n) => `${n.brand} ${n.model} review: fast, flexible, and a little fussy`,
    (n) => `${n.brand} ${n.model} review: a year in the booth`,
    (n) => `${n.brand} ${n.model} review: worth the upgrade`,
    (n) => `${n.brand} ${n.model} review: made for live sets`,
    (n) => `${n.brand} ${n.model} review: the best value in its class`,
  ],
};

const paragraphs: ((n: Names) => string)[] = [
  (n) =>
    `${n.artist} has spent the past year moving between club residencies and festival main stages, and the ${n.genre.toLowerCase()} heard in those sets is all over this news.`,
  (n) =>
    `People close to ${n.label} describe the plan as the most ambitious in the label's history, with more releases, more live dates and a push into new cities.`,
  (n) =>
    `Fans who caught the ${n.festival} set last season will recognise several of the ideas here: long blends, patient breakdowns and drops that land exactly when the room expects them least.`,
  () =>
    `Ticketing details, regional dates and support acts are expected in the coming weeks. We will update this story as the sources confirm more.`,
  (n) =>
    `The ${n.brand} ${n.model} keeps turning up in booths and studios alike, a sign of how much the line between producing and performing has blurred.`,
  (n) =>
    `"We wanted it to sound like the last hour of a long night," ${n.artist} said in a statement shared with the press.`,
  () =>
    `Several outlets reported the news within minutes of each other; the sources list below credits each of them, starting with the first to report.`,
  (n) =>
    `For ${n.genre.toLowerCase()} the timing matters: the ${n.year} season is crowded, and attention is the scarcest thing a release can ask for.`,
];

export type DemoArticles = {
  profiles: ProfileRow[];
  articles: ArticleRow[];
  tags: TagRow[];
  articleTags: ArticleTagRow[];
  articleSources: ArticleSourceRow[];
};

const covers = Array.from(
  { length: 16 },
  (_, i) => `/images/covers/cover-${String(i + 1).padStart(2, '0')}.svg`,
);

/** At least 60 published articles over every category, with authors, tags and sources; a few drafts too. */
export function buildDemoArticles(random: Random, now: Date, perCategory = 8): DemoArticles {
  const profiles = editors.map((editor) => buildProfile({ ...editor }));
  const tagsBySlug = new Map<string, TagRow>();
  const tagFor = (name: string, kind: TagRow['kind']) => {
    const tag = buildTag(name, kind);
    const existing = tagsBySlug.get(tag.slug);
    if (existing) return existing;
    tagsBySlug.set(tag.slug, tag);
    return tag;
  };
  const result: DemoArticles = { profiles, articles: [], tags: [], articleTags: [], articleSources: [] };
  const slugs = new Set<string>();
  // Publication slots are shuffled so categories interleave in time, as they would in a real newsroom.
  const slots = random.sample(
    Array.from({ length: articleCategories.length * perCategory }, (_, i) => i),
    articleCategories.length * perCategory,
  );
  let index = 0;
  for (const category of articleCategories) {
    for (let i = 0; i < perCategory; i++) {
      const item = random.pick(gear);
      const festival = random.pick(festivals);
      const names: Names = {
        artist: random.pick(artists),
        label: random.pick(labels),
        festival: festival.name,
        genre: random.pick(releaseGenres),
        brand: item.brand,
        model: item.model,
        year: now.getUTCFullYear() + (random.chance(0.5) ? 1 : 0),
      };
      const template = headlines[category][i % headlines[category].length];
      if (!template) continue;
      const title = template(names);
      let slug = buildArticle({ title }).slug;
      for (let n = 2; slugs.has(slug); n++) slug = `${slug}-${n}`;
      slugs.add(slug);
      const chosen = random.sample(paragraphs, random.int(4, 6));
      const body = chosen
        .map((paragraph, p) =>
          p === 2 ? `<h2>What we know</h2><p>${paragraph(names)}</p>` : `<p>${paragraph(names)}</p>`,
        )
        .join('');
      // Spread publication over the last 50 days, denser in the last day; the newest lands minutes ago.
      const slot = slots[index] ?? index;
      const hoursAgo = slot === 0 ? 0.05 : slot < 8 ? slot * 2.7 : 24 + (slot - 8) * 20 + random.int(0, 12);
      const isDraft = i === perCategory - 1 && index % 3 === 0;
      const author =
        category === 'news' || category === 'analysis'
          ? random.pick(profiles)
          : profiles[index % profiles.length];
      const article = buildArticle({
        title,
        slug,
        content: body,
        category,
        status: isDraft ? 'in_review' : 'published',
        publishedAt: isDraft ? null : new Date(now.getTime() - hoursAgo * 3_600_000),
        coverImageUrl: covers[index % covers.length],
        coverImageAlt: `Abstract artwork for: ${title}`,
        views: random.int(40, 24_000),
        authorId: author?.id,
        isSponsored: category === 'sponsored',
        hasAffiliateLinks: category === 'reviews' || category === 'tech',
      });
      article.summary = chosen[0]?.(names) ?? '';
      result.articles.push(article);
      const articleTagNames: [string, TagRow['kind']][] = [
        [names.genre, 'genre'],
        [names.artist, 'artist'],
        ...(category === 'tech' || category === 'reviews' || category === 'sponsored'
          ? ([[names.brand, 'brand']] as [string, TagRow['kind']][])
          : ([[names.label, 'label']] as [string, TagRow['kind']][])),
        ...(category === 'festivals' ? ([[names.festival, 'festival']] as [string, TagRow['kind']][]) : []),
      ];
      for (const [name, kind] of articleTagNames) {
        result.articleTags.push({ articleId: article.id, tagId: tagFor(name, kind).id });
      }
      random.sample(outlets, random.int(1, 3)).forEach((outlet, position) => {
        result.articleSources.push({
          articleId: article.id,
          name: outlet.name,
          url: `https://${outlet.host}/${category}/${slug}`,
          position,
          publishedAt: article.publishedAt ?? now,
        });
      });
      index++;
    }
  }
  result.tags = [...tagsBySlug.values()];
  return result;
}
