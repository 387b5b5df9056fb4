import { describe, expect, it } from 'vitest';
import { readScene, sceneSets } from '../../bench/scene-feeds';

// Decision 091: the fifth held-out half is built to a shape (issue 38, point 1; issue 39, point 5). These checks
// count that shape only; they read no result of the rules on it, so running them tunes nothing.
const reports = readScene(sceneSets.heldOut5);

const byEvent = new Map<string, typeof reports>();
for (const report of reports) byEvent.set(report.event, [...(byEvent.get(report.event) ?? []), report]);
const outletsOf = (event: string) => new Set(byEvent.get(event)!.map((report) => report.outlet)).size;

const CATEGORIES = ['news', 'releases', 'festivals', 'tech', 'interviews', 'reviews', 'analysis'];

describe('held-out-5', () => {
  it('holds at least 110 reports of at least 45 events', () => {
    expect(reports.length).toBeGreaterThanOrEqual(110);
    expect(byEvent.size).toBeGreaterThanOrEqual(45);
  });

  it('is at least 60% not in English', () => {
    const notEnglish = reports.filter((report) => report.language !== 'en').length;
    expect(notEnglish / reports.length).toBeGreaterThanOrEqual(0.6);
  });

  it('has at least 22 events told by two or more outlets and 12 by three or more', () => {
    const events = [...byEvent.keys()];
    expect(events.filter((event) => outletsOf(event) >= 2).length).toBeGreaterThanOrEqual(22);
    expect(events.filter((event) => outletsOf(event) >= 3).length).toBeGreaterThanOrEqual(12);
  });

  it('has events told in two languages', () => {
    const mixed = [...byEvent.values()].filter(
      (own) => new Set(own.map((report) => report.language)).size >= 2,
    );
    expect(mixed.length).toBeGreaterThanOrEqual(10);
  });

  it('has at least 30 look-alike reports, each naming another event of the set', () => {
    const lookalikes = reports.filter((report) => report.lookalikeOf);
    expect(lookalikes.length).toBeGreaterThanOrEqual(30);
    for (const report of lookalikes) {
      expect(byEvent.has(report.lookalikeOf!), report.lookalikeOf).toBe(true);
      expect(report.lookalikeOf).not.toBe(report.event);
    }
  });

  it('labels every report with a newsroom category, tags, a real address and a time', () => {
    for (const report of reports) {
      expect(CATEGORIES, report.title).toContain(report.category);
      expect(report.tags.length, report.title).toBeGreaterThan(0);
      expect(report.url, report.title).toMatch(/^https?:\/\//);
      expect(Number.isNaN(Date.parse(report.publishedAt)), report.title).toBe(false);
      if (report.kind) expect(['analysis', 'review', 'interview']).toContain(report.kind);
    }
    expect(new Set(reports.map((report) => report.url)).size).toBe(reports.length);
  });
});
