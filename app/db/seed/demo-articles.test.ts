import { describe, expect, it } from 'vitest';
import { buildDemoArticles } from './demo-articles';
import { createRandom } from './random';
import { artists, gear } from './vocabulary';

describe('buildDemoArticles', () => {
  it('never tells one product or act twice in a category, so no list shows the same story twice', () => {
    const { articles } = buildDemoArticles(createRandom(), new Date('2026-11-25T12:00:00Z'));
    const byCategory = Map.groupBy(articles, (article) => article.category);
    for (const [category, inCategory] of byCategory) {
      for (const name of [...gear.map((item) => item.model), ...artists]) {
        const telling = inCategory.filter((article) => article.title.includes(name));
        expect(telling.length, `${name} in ${category}`).toBeLessThanOrEqual(1);
      }
    }
  });
});
