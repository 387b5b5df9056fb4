import { reportAdditions } from './report-additions';

/**
 * A source's record, computed from the newsroom's own history: the stories it reported, how often it was
 * first, how far ahead of (or behind) the other outlets it was, what its reports added, its categories,
 * the corrections to stories it broke, and how regularly it publishes. Pure: the rows come from
 * source-records.server.ts. The method is written on the page (`RECORD_METHOD` in record-method.ts).
 */

export type StoryItem = {
  storyId: string;
  sourceId: string;
  publishedAt: string;
  headline: string;
  lead: string;
  body: string;
  language?: string | null;
};
export type RecordArticle = {
  storyId: string;
  slug: string;
  title: string;
  category: string;
  corrections: { at: string; note: string }[];
};
export type RecordStory = {
  slug: string;
  title: string;
  category: string;
  reportedAt: string;
  first: boolean;
  outlets: number;
  /** Hours ahead of the first other outlet (negative: behind it); null when no other outlet reported it. */
  leadHours: number | null;
  added: number;
};
export type SourceStats = {
  stories: RecordStory[];
  reported: number;
  shared: number;
  firstInShared: number;
  alone: number;
  averageLeadHours: number | null;
  medianLeadHours: number | null;
  /** Reports, other than the first of their story, that stated something no earlier report had. */
  addedSomething: number;
  laterReports: number;
  categories: { category: string; stories: number }[];
  corrections: { at: string; note: string; slug: string; title: string }[];
};

const HOUR_MS = 3_600_000;
const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const round1 = (value: number) => Math.round(value * 10) / 10;

/** One story's figures for the source `own` (a set of feed ids: an outlet may have several feeds). */
function storyFigures(items: StoryItem[], own: Set<string>) {
  const ordered = [...items].sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt));
  const added = reportAdditions(
    ordered.map((item) => ({
      headline: item.headline,
      lead: item.lead,
      body: item.body,
      language: item.language,
    })),
  );
  const mineIndex = ordered.findIndex((item) => own.has(item.sourceId));
  const mine = ordered[mineIndex]!;
  const others = ordered.filter((item) => !own.has(item.sourceId));
  const outlets = new Set(ordered.map((item) => (own.has(item.sourceId) ? 'own' : item.sourceId))).size;
  const leadHours = others[0]
    ? (Date.parse(others[0].publishedAt) - Date.parse(mine.publishedAt)) / HOUR_MS
    : null;
  const later = ordered.flatMap((item, index) =>
    own.has(item.sourceId) && index > 0 ? [added[index]!.length] : [],
  );
  return { mine, first: mineIndex === 0, outlets, leadHours, later };
}

/** The record of the source whose feeds are `sourceIds`, from its stories' items and their published articles. */
export function sourceStats(sourceIds: string[], items: StoryItem[], articles: RecordArticle[]): SourceStats {
  const own = new Set(sourceIds);
  const byStory = new Map<string, StoryItem[]>();
  for (const item of items) byStory.set(item.storyId, [...(byStory.get(item.storyId) ?? []), item]);
  const stories: RecordStory[] = [];
  let laterReports = 0;
  let addedSomething = 0;
  for (const article of articles) {
    const storyItems = byStory.get(article.storyId);
    if (!storyItems?.some((item) => own.has(item.sourceId))) continue;
    const figures = storyFigures(storyItems, own);
    laterReports += figures.later.length;
    addedSomething += figures.later.filter((count) => count > 0).length;
    stories.push({
      slug: article.slug,
      title: article.title,
      category: article.category,
      reportedAt: new Date(figures.mine.publishedAt).toISOString(),
      first: figures.first,
      outlets: figures.outlets,
      leadHours: figures.leadHours === null ? null : round1(figures.leadHours),
      added: figures.later.reduce((sum, count) => sum + count, 0),
    });
  }
  stories.sort((a, b) => Date.parse(b.reportedAt) - Date.parse(a.reportedAt));
  const shared = stories.filter((story) => story.leadHours !== null);
  const leads = shared.map((story) => story.leadHours!);
  const categories = new Map<string, number>();
  for (const story of stories) categories.set(story.category, (categories.get(story.category) ?? 0) + 1);
  const firstSlugs = new Set(stories.filter((story) => story.first).map((story) => story.slug));
  return {
    stories,
    reported: stories.length,
    shared: shared.length,
    firstInShared: shared.filter((story) => story.first).length,
    alone: stories.length - shared.length,
    averageLeadHours: leads.length ? round1(leads.reduce((sum, lead) => sum + lead, 0) / leads.length) : null,
    medianLeadHours: leads.length ? round1(median(leads)!) : null,
    addedSomething,
    laterReports,
    categories: [...categories]
      .map(([category, count]) => ({ category, stories: count }))
      .sort((a, b) => b.stories - a.stories || a.category.localeCompare(b.category)),
    corrections: articles
      .filter((article) => firstSlugs.has(article.slug))
      .flatMap((article) =>
        article.corrections.map((correction) => ({
          ...correction,
          slug: article.slug,
          title: article.title,
        })),
      )
      .sort((a, b) => Date.parse(b.at) - Date.parse(a.at)),
  };
}

export type Regularity = { itemsLast12Weeks: number; activeWeeks: number; medianGapHours: number | null };

/** How regularly the source publishes: items and weeks with at least one item in the last 12 weeks, median gap. */
export function regularity(itemTimes: string[], now: Date): Regularity {
  const since = now.getTime() - 84 * 24 * HOUR_MS;
  const times = itemTimes
    .map((time) => Date.parse(time))
    .filter((time) => time >= since && time <= now.getTime())
    .sort((a, b) => a - b);
  const weeks = new Set(times.map((time) => Math.floor((now.getTime() - time) / (7 * 24 * HOUR_MS))));
  const gaps = times.slice(1).map((time, index) => (time - times[index]!) / HOUR_MS);
  const gap = median(gaps);
  return {
    itemsLast12Weeks: times.length,
    activeWeeks: weeks.size,
    medianGapHours: gap === null ? null : round1(gap),
  };
}
