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
  festivalPlace: string;
  genre: string;
  brand: string;
  model: string;
  gearCategory: string;
  price: string;
  year: number;
};

/** Categories written by editors; news comes from the newsroom itself (the demo feeds). */
export type EditorialCategory = Exclude<ArticleCategory, 'news'>;
const editorialCategories = articleCategories.filter(
  (category): category is EditorialCategory => category !== 'news',
);

/**
 * Each category speaks of one subject, and its headlines and paragraphs name only that subject, so a
 * headline, its summary, its body and its tags always agree: a release is about its artist and label, a
 * review about its product, a festival piece about its festival.
 */
const headlines: Record<EditorialCategory, ((n: Names) => string)[]> = {
  analysis: [
    (n) => `Why ${n.genre.toLowerCase()} is dominating the ${n.year} festival season`,
    (n) => `How streaming playlists are reshaping ${n.genre.toLowerCase()} DJ sets`,
    (n) => `Club closures, rising fees: the state of ${n.genre.toLowerCase()} in ${n.year}`,
    (n) => `The data behind ${n.genre.toLowerCase()}'s return to the main stage`,
    (n) => `Who still buys ${n.genre.toLowerCase()} on vinyl, and why`,
    (n) => `What the charts say about ${n.genre.toLowerCase()} this year`,
    (n) => `The long tail of ${n.genre.toLowerCase()}: small labels, loyal fans`,
    (n) => `Is ${n.genre.toLowerCase()} getting faster? We measured the tempos`,
  ],
  sponsored: [
    (n) => `Partner feature: inside the making of the ${n.brand} ${n.model}`,
    (n) => `Partner feature: five producers on building tracks with the ${n.brand} ${n.model}`,
    (n) => `Partner feature: ${n.brand} studio sessions with the ${n.model}`,
    (n) => `Partner feature: taking the ${n.brand} ${n.model} on tour`,
    (n) => `Partner feature: a first week with the ${n.brand} ${n.model}`,
    (n) => `Partner feature: the ${n.brand} ${n.model} in a club booth`,
    (n) => `Partner feature: tips and tricks for the ${n.brand} ${n.model}`,
    (n) => `Partner feature: the sound design behind the ${n.brand} ${n.model}`,
  ],
  festivals: [
    (n) => `${n.festival} ${n.year}: everything we know so far`,
    (n) => `${n.festival} reveals the first wave of its ${n.year} lineup`,
    (n) => `${n.festival} tickets sell out in under an hour`,
    (n) => `${n.festival} unveils a stage-by-stage timetable`,
    (n) => `${n.festival} moves to a bigger site for ${n.year}`,
    (n) => `${n.festival} introduces free water and quiet zones`,
    (n) => `${n.festival} publishes its travel and camping guide`,
    (n) => `${n.festival} adds a Sunday for ${n.year}`,
  ],
  releases: [
    (n) => `${n.artist} drops a new single on ${n.label}`,
    (n) => `${n.artist} returns to ${n.label} with an album`,
    (n) => `${n.artist} remixes a ${n.label} classic for the label's anniversary`,
    (n) => `${n.artist} surprises fans with a four-track EP on ${n.label}`,
    (n) => `${n.artist} releases a collaborative album on ${n.label}`,
    (n) => `${n.artist} revisits early ${n.genre.toLowerCase()} on a ${n.label} EP`,
    (n) => `${n.artist} shares a club edit on ${n.label}`,
    (n) => `${n.label} signs ${n.artist} for a three-record deal`,
  ],
  interviews: [
    (n) => `${n.artist} on touring, burnout and the record that changed everything`,
    (n) => `"The dance floor is the editor": ${n.artist} in conversation`,
    (n) => `${n.artist} talks ${n.genre.toLowerCase()} and what comes next`,
    (n) => `Behind the decks with ${n.artist}`,
    (n) => `${n.artist} on building a live show from scratch`,
    (n) => `${n.artist} on the night that started it all`,
    (n) => `${n.artist} explains the studio rules that keep the music fresh`,
    (n) => `${n.artist} and the art of the long set`,
  ],
  tech: [
    (n) => `${n.brand} unveils the ${n.model} with a redesigned workflow`,
    (n) => `${n.brand} ${n.model} firmware update adds new effects`,
    (n) => `Hands-on with the ${n.brand} ${n.model}`,
    (n) => `${n.brand} cuts the price of the ${n.model} by 15 percent`,
    (n) => `${n.brand} announces a compact version of the ${n.model}`,
    (n) => `${n.brand} ${n.model}: what changed and who should upgrade`,
    (n) => `${n.brand} ${n.model} gets a new colour and a longer warranty`,
    (n) => `${n.brand} ships the ${n.model} to stores worldwide`,
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

const product = (n: Names) => `${n.brand} ${n.model}`;

/** Paragraphs per category; each names only its category's subject. */
const paragraphs: Record<EditorialCategory, ((n: Names) => string)[]> = {
  analysis: [
    (n) =>
      `${n.genre} has had a remarkable year: more festival slots, more club nights and more new producers than at any time in the last decade.`,
    (n) =>
      `Promoters point to younger crowds who found ${n.genre.toLowerCase()} through short videos and now buy tickets to hear it loud.`,
    (n) =>
      `The numbers are not all good news: fees for headline ${n.genre.toLowerCase()} DJs have doubled, and smaller clubs struggle to book them.`,
    (n) =>
      `Whether the ${n.genre.toLowerCase()} boom lasts depends on the clubs that built the sound, and on whether they can keep their doors open.`,
  ],
  sponsored: [
    (n) =>
      `This feature is paid for by ${n.brand}. Our editors chose the producers and asked the questions; ${n.brand} saw it before publication.`,
    (n) =>
      `The ${product(n)} was built to move between the studio and the stage without a laptop, and most of its controls sit one press away.`,
    (n) =>
      `Producers we spoke to liked how quickly the ${product(n)} turns an idea into a loop, and wished for a larger screen.`,
    (n) => `The ${product(n)} is on sale now at a list price of ${n.price}.`,
  ],
  festivals: [
    (n) =>
      `${n.festival} returns in ${n.year} to ${n.festivalPlace}, with camping, day tickets and late-night stages.`,
    (n) =>
      `Organisers of ${n.festival} say the changes answer the most common requests in last year's visitor survey.`,
    (n) => `${n.festival} will publish its full lineup and set times in the weeks before the gates open.`,
    (n) =>
      `Tickets for ${n.festival} are sold only through its own site; resale at face value opens a month before the event.`,
  ],
  releases: [
    (n) =>
      `${n.artist}'s new music is out on ${n.label}, the first release together since their last run of club singles.`,
    (n) =>
      `The tracks lean on the ${n.genre.toLowerCase()} sound that ${n.artist} has tested in DJ sets over the past year.`,
    (n) =>
      `${n.label} says vinyl copies ship next month, with the digital release available on every store today.`,
    (n) => `${n.artist} will play the new music live at a run of shows this season.`,
  ],
  interviews: [
    (n) =>
      `${n.artist} talks about the long road from small rooms to main stages, and the habits that made the difference.`,
    (n) => `"I still prepare every set as if it were my first," ${n.artist} tells us.`,
    (n) =>
      `On ${n.genre.toLowerCase()}, ${n.artist} is clear: the genre is at its best when it surprises the room, not when it follows a formula.`,
    (n) => `${n.artist} also shares plans for the year ahead, from new music to a longer break from touring.`,
  ],
  tech: [
    (n) =>
      `${n.brand} has announced changes to the ${n.model}, one of its best-selling ${n.gearCategory.toLowerCase()} products.`,
    (n) => `The ${product(n)} keeps its layout, so existing owners will feel at home at once.`,
    (n) =>
      `${n.brand} says the changes answer the requests it hears most from DJs and producers who use the ${n.model} every day.`,
    (n) => `The ${product(n)} lists at ${n.price}; owners of the current model get the update free.`,
  ],
  reviews: [
    (n) =>
      `We used the ${product(n)} for a month, in the studio and in a club, to see whether it earns its place at ${n.price}.`,
    (n) => `The ${product(n)} is quick to learn: most functions sit one press away, and it never crashed.`,
    (n) =>
      `The ${n.model}'s weak spots are small: a screen that is hard to read in a dark booth and a manual that skips the details.`,
    (n) =>
      `Verdict: the ${product(n)} is one of the best ${n.gearCategory.toLowerCase()} buys of the year, and we would buy one ourselves.`,
  ],
};

/** The tags of an article: the names its category speaks of, and nothing else. */
function subjectTags(category: EditorialCategory, n: Names): [string, TagRow['kind']][] {
  switch (category) {
    case 'analysis':
      return [[n.genre, 'genre']];
    case 'festivals':
      return [[n.festival, 'festival']];
    case 'releases':
      return [
        [n.artist, 'artist'],
        [n.label, 'label'],
        [n.genre, 'genre'],
      ];
    case 'interviews':
      return [
        [n.artist, 'artist'],
        [n.genre, 'genre'],
      ];
    default:
      return [[n.brand, 'brand']];
  }
}

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
    Array.from({ length: editorialCategories.length * perCategory }, (_, i) => i),
    editorialCategories.length * perCategory,
  );
  let index = 0;
  // Within a category each article is about another product, act, label and festival (while there are
  // enough), so no list or "related" block shows the same story told twice.
  const distinct = <T>(items: readonly T[]) => {
    const order = random.sample(items, items.length);
    return (i: number) => order[i % order.length]!;
  };
  for (const category of editorialCategories) {
    const [gearOf, festivalOf, artistOf, labelOf] = [
      distinct(gear),
      distinct(festivals),
      distinct(artists),
      distinct(labels),
    ];
    for (let i = 0; i < perCategory; i++) {
      const item = gearOf(i);
      const festival = festivalOf(i);
      const names: Names = {
        artist: artistOf(i),
        label: labelOf(i),
        festival: festival.name,
        festivalPlace: `${festival.venue} near ${festival.location}, ${festival.country}`,
        genre: random.pick(releaseGenres),
        brand: item.brand,
        model: item.model,
        gearCategory: item.category,
        price: `$${item.msrp.toLocaleString('en-US')}`,
        year: now.getUTCFullYear() + (random.chance(0.5) ? 1 : 0),
      };
      const template = headlines[category][i % headlines[category].length];
      if (!template) continue;
      const title = template(names);
      let slug = buildArticle({ title }).slug;
      for (let n = 2; slugs.has(slug); n++) slug = `${slug}-${n}`;
      slugs.add(slug);
      // In their written order: the first paragraph is the summary, the rest follow from it.
      const chosen = paragraphs[category];
      const body = chosen
        .map((paragraph, p) =>
          p === 2 ? `<h2>What we know</h2><p>${paragraph(names)}</p>` : `<p>${paragraph(names)}</p>`,
        )
        .join('');
      // Spread publication over the last 50 days, denser in the last day; the newest lands minutes ago.
      const slot = slots[index] ?? index;
      const hoursAgo = slot === 0 ? 0.05 : slot < 8 ? slot * 2.7 : 24 + (slot - 8) * 20 + random.int(0, 12);
      const isDraft = i === perCategory - 1 && index % 3 === 0;
      const author = category === 'analysis' ? random.pick(profiles) : profiles[index % profiles.length];
      const article = buildArticle({
        title,
        slug,
        content: body,
        category,
        status: isDraft ? 'in_review' : 'published',
        publishedAt: isDraft ? null : new Date(now.getTime() - hoursAgo * 3_600_000),
        coverImageUrl: covers[index % covers.length],
        coverImageAlt: `Abstract artwork for: ${title}`,
        // Readers a story of that age could have had: a few for one a minute old, thousands after two days.
        views: Math.round(random.int(40, 24_000) * Math.min(1, hoursAgo / 48)),
        authorId: author?.id,
        isSponsored: category === 'sponsored',
        // The demo's bodies link to no shop, so none says it does; an operator's affiliate keywords, once
        // added on the desk, link words in them and bring the disclosure with them.
        hasAffiliateLinks: false,
      });
      article.summary = chosen[0]?.(names) ?? '';
      result.articles.push(article);
      const articleTagNames = subjectTags(category, names);
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
