import { type Fact, reportFacts } from './report-facts';

/** A report as the timeline compares it: its words, in the order the reports came. */
export type ReportText = { headline: string; lead: string; body: string; language?: string | null };

/**
 * Whether a report's capitalised words can be read as names: English capitalises names, German every noun.
 * A report in another language counts its figures and dates, and its names only to know them for later reports.
 */
const namesReadable = (language: string | null | undefined) =>
  !language || language.toLowerCase().startsWith('en');

/** At most this many new facts are listed per report: the most telling first (names, then numbers, dates). */
const MAX_ADDED_FACTS = 8;

const RANK: Record<Fact['kind'], number> = { name: 0, place: 1, number: 2, date: 3 };

/** Whether `fact` was said before: the same key, or a name a known name contains ("Vance" in "Kaito Vance"). */
function alreadySaid(fact: Fact, known: Set<string>, knownNames: string[]): boolean {
  if (known.has(fact.key)) return true;
  if (fact.kind !== 'name' && fact.kind !== 'place') return false;
  const words = fact.key.slice(2);
  return knownNames.some((name) => ` ${name} `.includes(` ${words} `) || ` ${words} `.includes(` ${name} `));
}

/**
 * For each report, in the order given (oldest first), the facts it stated that no earlier report had: the
 * first report's own facts, then what each later one added. A report that added nothing gets an empty list.
 */
export function reportAdditions(reports: ReportText[]): Fact[][] {
  const known = new Set<string>();
  const knownNames: string[] = [];
  return reports.map((report) => {
    const facts = reportFacts(`${report.headline}. ${report.lead} ${report.body}`);
    const added: Fact[] = [];
    // One fact at a time, so a longer spelling later in the same report ("Techno DJ Mira Solenne") is not new either.
    for (const fact of facts) {
      const isName = fact.kind === 'name' || fact.kind === 'place';
      if (!alreadySaid(fact, known, knownNames) && (!isName || namesReadable(report.language)))
        added.push(fact);
      known.add(fact.key);
      if (isName) knownNames.push(fact.key.slice(2));
    }
    return added
      .map((fact, order) => ({ fact, order }))
      .sort((a, b) => RANK[a.fact.kind] - RANK[b.fact.kind] || a.order - b.order)
      .slice(0, MAX_ADDED_FACTS)
      .map(({ fact }) => fact);
  });
}
