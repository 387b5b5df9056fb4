// Classifier accuracy, each labelled set apart: the tuning set (tests/fixtures/classification/items.json),
// the held-out set written after tuning (held-out.json, never used to choose a weight), and, when
// DATABASE_URL is set, the corrections editors made on the desk (`category_labels`), the examples the next
// tuning run starts from. Prints JSON: accuracy, per-category precision and recall, confusions, and for the
// corrections the items still misclassified.
import { readFileSync } from 'node:fs';
import { storyCategories } from '../app/domain/newsroom/classify/category-rules';
import { classify } from '../app/domain/newsroom/classify/classify';

/** One labelled example: [category, title, lead]. */
export type LabelledItem = [category: string, title: string, lead: string];

export const labelledSets = {
  tuning: 'tests/fixtures/classification/items.json',
  heldOut: 'tests/fixtures/classification/held-out.json',
} as const;

export function readLabelledFile(file: string): LabelledItem[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { items: LabelledItem[] }).items;
}

export function evaluateItems(items: LabelledItem[]) {
  const perCategory = Object.fromEntries(
    storyCategories.map((category) => [category, { tp: 0, fp: 0, fn: 0 }]),
  );
  const confusions: Record<string, number> = {};
  const misses: { expected: string; predicted: string; title: string }[] = [];
  let correct = 0;
  for (const [expected, title, text] of items) {
    const predicted = classify({ title, text }).category;
    if (predicted === expected) {
      correct++;
      perCategory[expected]!.tp++;
    } else {
      perCategory[predicted]!.fp++;
      if (perCategory[expected]) perCategory[expected].fn++;
      confusions[`${expected} → ${predicted}`] = (confusions[`${expected} → ${predicted}`] ?? 0) + 1;
      misses.push({ expected, predicted, title });
    }
  }
  const round = (value: number) => Number(value.toFixed(3));
  return {
    items: items.length,
    accuracy: items.length ? round(correct / items.length) : null,
    categories: Object.fromEntries(
      Object.entries(perCategory).map(([category, c]) => [
        category,
        { precision: round(c.tp / (c.tp + c.fp || 1)), recall: round(c.tp / (c.tp + c.fn || 1)) },
      ]),
    ),
    confusions,
    misses,
  };
}

/** Accuracy on one labelled file (the tuning set unless told). */
export function evaluateClassification(file: string = labelledSets.tuning) {
  return evaluateItems(readLabelledFile(file));
}

async function storedCorrections(url: string): Promise<LabelledItem[]> {
  const { connectDatabase } = await import('../app/db/client.server');
  const { listCategoryLabels } = await import('../app/domain/editorial/category-labels.server');
  const handle = connectDatabase(url, { max: 1 });
  try {
    return (await listCategoryLabels(handle.db)).map((label) => [label.category, label.title, label.lead]);
  } finally {
    await handle.close();
  }
}

if (process.argv[1]?.endsWith('classification.ts')) {
  const withoutMisses = ({ misses: _, ...figures }: ReturnType<typeof evaluateItems>) => figures;
  const url = process.env.DATABASE_URL;
  console.log(
    JSON.stringify(
      {
        benchmark: 'classification',
        date: new Date().toISOString(),
        tuning: withoutMisses(evaluateClassification(labelledSets.tuning)),
        heldOut: withoutMisses(evaluateClassification(labelledSets.heldOut)),
        corrections: url
          ? evaluateItems(await storedCorrections(url))
          : 'set DATABASE_URL to include the corrections stored from the desk',
      },
      null,
      2,
    ),
  );
}
