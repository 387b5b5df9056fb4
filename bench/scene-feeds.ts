// The real-scene sets (tests/fixtures/scene) as the crawler receives them: one feed per outlet, in RSS 2.0,
// Atom 1.0 or JSON Feed 1.1 by turns, each entry with its link, date, headline and lead.
import { readFileSync } from 'node:fs';
import { escapeMarkup } from '../app/lib/escape-markup';

export type SceneReport = {
  event: string;
  outlet: string;
  url: string;
  language: string;
  publishedAt: string;
  title: string;
  text: string;
  category: string;
  tags: [kind: string, name: string][];
  lookalikeOf?: string;
  kind?: 'analysis' | 'review' | 'interview';
};

export const sceneSets = {
  tuning: 'tests/fixtures/scene/tuning.json',
  tuning2: 'tests/fixtures/scene/tuning-2.json',
  // The third tuning set (decision 082): stories many outlets tell over days in the six scene languages.
  tuning3: 'tests/fixtures/scene/tuning-3.json',
  // The fourth tuning set (decision 089): stories told over one to eight days, several reports in one
  // language, and look-alikes within days (a follow-up, a cause revealed, a funeral, a decision given up).
  tuning4: 'tests/fixtures/scene/tuning-4.json',
  // The fifth tuning set (decision 092): shaped like tag failures, reports that name many entities in passing
  // (promoters, platforms, parent companies, pop stars on a bill, festivals an act will play).
  tuning5: 'tests/fixtures/scene/tuning-5.json',
  // The sixth tuning set (decision 093): shaped like the clean held-out half's category misses — festival news,
  // records, gear, reviews and interviews in the scene languages, and a festival tragedy and club closures that
  // are news.
  tuning6: 'tests/fixtures/scene/tuning-6.json',
  // The first held-out half: tuned on since decision 067 (two rules withdrawn after reading it), so no
  // longer a clean test; decision 077 opened it to tuning.
  heldOut: 'tests/fixtures/scene/held-out.json',
  // The second held-out half (decision 077): written and committed before the rules it checks changed; its
  // totals were read while rules were tuned, so a third half was written.
  heldOut2: 'tests/fixtures/scene/held-out-2.json',
  // The third held-out half (decision 080): written and committed before any rule changed for it.
  heldOut3: 'tests/fixtures/scene/held-out-3.json',
  // The fourth held-out half (decision 090): written and committed before any rule changed for it, because
  // held-out-2 and held-out-3 were read too often while rules were tuned; read once a round, totals only.
  heldOut4: 'tests/fixtures/scene/held-out-4.json',
  // The fifth held-out half (decision 091): written and committed before the round it measures, because
  // held-out-4's totals now steer what is tuned; read once a round, totals only, by the lead after the merge.
  heldOut5: 'tests/fixtures/scene/held-out-5.json',
} as const;

export function readScene(file: string): SceneReport[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { reports: SceneReport[] }).reports;
}

/** A report's entry id in its outlet's feed: its place in the set, so the bench can find its labels again. */
export const guidOf = (index: number) => `scene-report-${index}`;

export type OutletFeed = { outlet: string; url: string; body: string };

const rss = (outlet: string, entries: [number, SceneReport][]) =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${escapeMarkup(outlet)}</title>` +
  `<link>https://example.org/</link><description>${escapeMarkup(outlet)}</description>` +
  entries
    .map(
      ([index, report]) =>
        `<item><guid isPermaLink="false">${guidOf(index)}</guid><link>${escapeMarkup(report.url)}</link>` +
        `<title>${escapeMarkup(report.title)}</title><description>${escapeMarkup(report.text)}</description>` +
        `<pubDate>${new Date(report.publishedAt).toUTCString()}</pubDate></item>`,
    )
    .join('') +
  '</channel></rss>';

const atom = (outlet: string, entries: [number, SceneReport][]) =>
  `<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>${escapeMarkup(outlet)}</title>` +
  `<id>urn:scene:${encodeURIComponent(outlet)}</id><updated>2026-01-01T00:00:00Z</updated>` +
  entries
    .map(
      ([index, report]) =>
        `<entry><id>${guidOf(index)}</id><link href="${escapeMarkup(report.url)}"/>` +
        `<title>${escapeMarkup(report.title)}</title><summary>${escapeMarkup(report.text)}</summary>` +
        `<updated>${report.publishedAt}</updated></entry>`,
    )
    .join('') +
  '</feed>';

const jsonFeed = (outlet: string, entries: [number, SceneReport][]) =>
  JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: outlet,
    items: entries.map(([index, report]) => ({
      id: guidOf(index),
      url: report.url,
      title: report.title,
      content_text: report.text,
      date_published: report.publishedAt,
    })),
  });

/** One feed per outlet, the formats taken in turn so every parser path is used. */
export function outletFeeds(reports: SceneReport[]): OutletFeed[] {
  const byOutlet = new Map<string, [number, SceneReport][]>();
  reports.forEach((report, index) => {
    const list = byOutlet.get(report.outlet);
    if (list) list.push([index, report]);
    else byOutlet.set(report.outlet, [[index, report]]);
  });
  return [...byOutlet].map(([outlet, entries], n) => ({
    outlet,
    url: `https://feeds.example.org/${n}`,
    body: [rss, atom, jsonFeed][n % 3]!(outlet, entries),
  }));
}
