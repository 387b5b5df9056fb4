// Classifier accuracy on the hand-labelled items in tests/fixtures/classification/items.json. Prints JSON:
// overall accuracy, per-category precision and recall, and the confusions.
import { readFileSync } from 'node:fs';
import { classify, storyCategories } from '../app/domain/newsroom/classify/classify';

export function evaluateClassification(file = 'tests/fixtures/classification/items.json') {
  const { items } = JSON.parse(readFileSync(file, 'utf8')) as { items: [string, string, string][] };
  const perCategory = Object.fromEntries(
    storyCategories.map((category) => [category, { tp: 0, fp: 0, fn: 0 }]),
  );
  const confusions: Record<string, number> = {};
  let correct = 0;
  for (const [expected, title, text] of items) {
    const predicted = classify({ title, text }).category;
    if (predicted === expected) {
      correct++;
      perCategory[expected]!.tp++;
    } else {
      perCategory[predicted]!.fp++;
      perCategory[expected]!.fn++;
      confusions[`${expected} → ${predicted}`] = (confusions[`${expected} → ${predicted}`] ?? 0) + 1;
    }
  }
  const round = (value: number) => Number(value.toFixed(3));
  return {
    items: items.length,
    accuracy: round(correct / items.length),
    categories: Object.fromEntries(
      Object.entries(perCategory).map(([category, c]) => [
        category,
        { precision: round(c.tp / (c.tp + c.fp || 1)), recall: round(c.tp / (c.tp + c.fn || 1)) },
      ]),
    ),
    confusions,
  };
}

if (process.argv[1]?.endsWith('classification.ts')) {
  console.log(
    JSON.stringify(
      { benchmark: 'classification', date: new Date().toISOString(), ...evaluateClassification() },
      null,
      2,
    ),
  );
}
