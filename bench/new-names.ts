// New names tagged the day they break (issue 39 point 3, decision 068): on the real-scene sets
// (tests/fixtures/scene, through the crawler's own parse, grouping and composing, as bench/scene.ts) and on
// the hand-labelled entity sets (tests/fixtures/entities), which of the names discovery proposes the
// confidence rule tags at once, and how many of those a labeller tagged too. Prints JSON per set: the new
// names tagged at once (count, right, precision), the names left waiting (count, right), and reader tags
// P/R/F1 without and with the new names. The held-out halves' names are never printed.
import { readFileSync } from 'node:fs';
import { defaultLexicon } from '../app/domain/newsroom/classify/default-lexicon';
import { entityTagger } from '../app/domain/newsroom/classify/story-entities';
import type { SuggestedName } from '../app/domain/newsroom/classify/story-names';
import { confidentBecause } from '../app/domain/newsroom/new-names/name-confidence';
import { planStories } from '../app/domain/newsroom/group/plan-stories';
import { daysAround, StoryIndex } from '../app/domain/newsroom/group/story-index';
import { comparableText } from '../app/domain/newsroom/normalise/comparable-text';
import { parseDocument } from '../app/domain/newsroom/parse-pool/parse-document';
import { composeArticles, type StoryItem } from '../app/domain/newsroom/publish/compose-articles';
import { entitySets } from './entities';
import { guidOf, outletFeeds, readScene, sceneSets } from './scene-feeds';

/** One story as scored: the labelled names, the lexicon's tags, and the names discovery proposed. */
type Scored = { expected: Set<string>; known: Set<string>; proposed: SuggestedName[] };

const round = (value: number) => Number(value.toFixed(3));
const prf = (tp: number, fp: number, fn: number) => {
  const precision = tp / (tp + fp || 1);
  const recall = tp / (tp + fn || 1);
  return {
    precision: round(precision),
    recall: round(recall),
    f1: round((2 * precision * recall) / (precision + recall || 1)),
  };
};

function score(stories: Scored[], options: { names?: boolean }) {
  const before = { tp: 0, fp: 0, fn: 0 };
  const after = { tp: 0, fp: 0, fn: 0 };
  const tagged = { count: 0, right: 0 };
  const waiting = { count: 0, right: 0 };
  const names: string[] = [];
  const add = (counts: typeof before, found: Set<string>, expected: Set<string>) => {
    for (const name of found) counts[expected.has(name) ? 'tp' : 'fp']++;
    for (const name of expected) if (!found.has(name)) counts.fn++;
  };
  for (const story of stories) {
    const atOnce = story.proposed.filter((name) => confidentBecause(name) !== null);
    for (const name of story.proposed) {
      const right = story.expected.has(name.key);
      const counts = atOnce.includes(name) ? tagged : waiting;
      counts.count++;
      if (right) counts.right++;
      if (options.names && atOnce.includes(name))
        names.push(`${right ? '✓' : '✗'} ${name.kind}:${name.name}`);
    }
    add(before, story.known, story.expected);
    add(after, new Set([...story.known, ...atOnce.map((name) => name.key)]), story.expected);
  }
  return {
    stories: stories.length,
    taggedAtOnce: { ...tagged, precision: round(tagged.right / (tagged.count || 1)) },
    waiting,
    tagsWithoutNewNames: prf(before.tp, before.fp, before.fn),
    tagsWithNewNames: prf(after.tp, after.fp, after.fn),
    ...(options.names ? { names } : {}),
  };
}

/** The real-scene set through parse, grouping and composing, as the crawler does it. */
function sceneStories(file: string): Scored[] {
  const reports = readScene(file);
  const byGuid = new Map(reports.map((report, index) => [guidOf(index), report]));
  const items = outletFeeds(reports).flatMap((feed) =>
    parseDocument(feed.body, feed.url, new Date('2026-11-01T00:00:00Z')).items.map((item) => ({
      ...item,
      report: byGuid.get(item.guid)!,
      id: item.guid,
      sourceId: feed.outlet,
    })),
  );
  const index = new StoryIndex(100_000);
  index.loadDays(daysAround(items.map((item) => item.publishedAt.getTime())), []);
  let next = 0;
  const { storyOf } = planStories(index, items, () => `story-${next++}`);
  const stories = new Map<string, typeof items>();
  for (const item of items)
    stories.set(storyOf.get(item.id)!, [...(stories.get(storyOf.get(item.id)!) ?? []), item]);
  const byStory = new Map<string, StoryItem[]>(
    [...stories].map(([story, own]) => [
      story,
      own.map((item) => ({ ...item, sourceName: item.sourceId, sourceCategory: 'news', autoPublish: false })),
    ]),
  );
  const composed = composeArticles(byStory, { lexicon: defaultLexicon, authorId: 'bench', now: new Date(0) });
  return [...stories].map(([story, own]) => {
    const article = composed.get(story)!;
    return {
      expected: new Set(own.flatMap((item) => item.report.tags.map(([, name]) => comparableText(name)))),
      known: new Set(
        article.tags.filter((tag) => tag.kind !== 'genre').map((tag) => comparableText(tag.name)),
      ),
      proposed: article.suggestions,
    };
  });
}

/** A hand-labelled entity set, each story's reports read as the tagger reads them. */
function entityStories(file: string): Scored[] {
  const tag = entityTagger(defaultLexicon);
  const { stories } = JSON.parse(readFileSync(file, 'utf8')) as {
    stories: { reports: { source: string; title: string; lead: string }[]; entities: [string, string][] }[];
  };
  return stories.map((story) => {
    const found = tag(
      story.reports.map((report) => ({
        sourceName: report.source,
        title: report.title,
        lead: report.lead,
        text: report.lead,
      })),
      {
        title: story.reports.map((r) => r.title).join('. '),
        text: story.reports.map((r) => r.lead).join(' '),
      },
    );
    return {
      expected: new Set(story.entities.map(([, name]) => comparableText(name))),
      known: new Set(
        found.known.filter((entry) => entry.kind !== 'genre').map((entry) => comparableText(entry.name)),
      ),
      proposed: found.suggested,
    };
  });
}

if (process.argv[1]?.endsWith('new-names.ts')) {
  // `--names` lists the tuning halves' names tagged at once, right or wrong; never the held-out halves'.
  const names = process.argv.includes('--names');
  console.log(
    JSON.stringify(
      {
        benchmark: 'new-names',
        date: new Date().toISOString(),
        sceneTuning: score(sceneStories(sceneSets.tuning), { names }),
        sceneHeldOut: score(sceneStories(sceneSets.heldOut), {}),
        entitiesTuning: score(entityStories(entitySets.tuning), { names }),
        entitiesHeldOut: score(entityStories(entitySets.heldOut), {}),
      },
      null,
      2,
    ),
  );
}
