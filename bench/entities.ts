// Entity tags on hand-labelled stories (tests/fixtures/entities): the lexicon's names a story mentions plus
// the names discovery proposes, against the artists, labels, festivals, venues, brands and products an editor
// would tag. The rules were adjusted on the tuning set; the held-out set was written before that and never
// used to adjust them. Prints, per set, precision, recall and F1 of names, of names with their kind, of the
// lexicon alone (what tagging did before discovery), and of genres, as JSON.
import { readFileSync } from 'node:fs';
import { defaultLexicon } from '../app/domain/newsroom/classify/default-lexicon';
import { classify } from '../app/domain/newsroom/classify/classify';
import { entityTagger } from '../app/domain/newsroom/classify/story-entities';
import { comparableText } from '../app/domain/newsroom/normalise/comparable-text';

type Story = {
  reports: { source: string; title: string; lead: string }[];
  entities: [string, string][];
  genres: string[];
};

export const entitySets = {
  tuning: 'tests/fixtures/entities/tuning.json',
  heldOut: 'tests/fixtures/entities/held-out.json',
} as const;

type Counts = { tp: number; fp: number; fn: number };
const tally = (): Counts => ({ tp: 0, fp: 0, fn: 0 });

function add(counts: Counts, expected: Set<string>, predicted: Set<string>, misses?: string[]) {
  for (const key of predicted)
    if (expected.has(key)) counts.tp++;
    else {
      counts.fp++;
      misses?.push(`+ ${key}`);
    }
  for (const key of expected)
    if (!predicted.has(key)) {
      counts.fn++;
      misses?.push(`- ${key}`);
    }
}

const round = (value: number) => Number(value.toFixed(3));
function scores({ tp, fp, fn }: Counts) {
  const precision = tp / (tp + fp || 1);
  const recall = tp / (tp + fn || 1);
  return {
    precision: round(precision),
    recall: round(recall),
    f1: round((2 * precision * recall) / (precision + recall || 1)),
  };
}

export function evaluateEntities(file: string, options: { misses?: boolean } = {}) {
  const { stories } = JSON.parse(readFileSync(file, 'utf8')) as { stories: Story[] };
  const tag = entityTagger(defaultLexicon);
  const names = tally();
  const typed = tally();
  const lexiconOnly = tally();
  const genres = tally();
  const misses: string[] = [];
  for (const story of stories) {
    const reports = story.reports.map((report) => ({
      sourceName: report.source,
      title: report.title,
      lead: report.lead,
      text: report.lead,
    }));
    const title = story.reports.map((report) => report.title).join('. ');
    const text = story.reports.map((report) => report.lead).join(' ');
    const found = tag(reports, { title, text });
    const known = found.known.filter((entry) => entry.kind !== 'genre');
    const expectedNames = new Set(story.entities.map(([, name]) => comparableText(name)));
    const expectedTyped = new Set(story.entities.map(([kind, name]) => `${kind}:${comparableText(name)}`));
    const storyMisses: string[] = [];
    add(
      names,
      expectedNames,
      new Set([
        ...known.map((entry) => comparableText(entry.name)),
        ...found.suggested.map((name) => name.key),
      ]),
    );
    add(
      typed,
      expectedTyped,
      new Set([
        ...known.map((entry) => `${entry.kind}:${comparableText(entry.name)}`),
        ...found.suggested.map((name) => `${name.kind ?? 'untyped'}:${name.key}`),
      ]),
      storyMisses,
    );
    add(
      lexiconOnly,
      expectedTyped,
      new Set(known.map((entry) => `${entry.kind}:${comparableText(entry.name)}`)),
    );
    add(
      genres,
      new Set(story.genres),
      new Set(classify({ title: found.genreTitle, text: found.genreText }).genres),
    );
    if (storyMisses.length) misses.push(`${story.reports[0]!.title}: ${storyMisses.join(', ')}`);
  }
  return {
    stories: stories.length,
    expectedTags: typed.tp + typed.fn,
    names: scores(names),
    typed: scores(typed),
    lexiconOnly: scores(lexiconOnly),
    genres: scores(genres),
    ...(options.misses ? { misses } : {}),
  };
}

if (process.argv[1]?.endsWith('entities.ts')) {
  // `--misses` lists the tuning set's wrong and missing tags, to work on the rules.
  const misses = process.argv.includes('--misses');
  console.log(
    JSON.stringify(
      {
        benchmark: 'entities',
        date: new Date().toISOString(),
        tuning: evaluateEntities(entitySets.tuning, { misses }),
        // The held-out set's misses are never printed: reading them would make it a second tuning set.
        heldOut: evaluateEntities(entitySets.heldOut),
      },
      null,
      2,
    ),
  );
}
