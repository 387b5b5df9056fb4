import { countryOf, type KnownPlace, placeSaid } from './fact-places';
import { germanNameReader } from './german-names';
import { type Fact, reportFacts } from './report-facts';

/** A report as the timeline compares it: its words, in the order the reports came. */
export type ReportText = { headline: string; lead: string; body: string; language?: string | null };

/**
 * Whether a report's capitalised words can be read as names: English, French, Spanish, Italian, Portuguese and
 * Dutch capitalise names (and a sentence's first word); German every noun, so its names are read with
 * `germanNameReader`; other scripts have no capitals. A report in another language counts its figures and
 * dates, and its names only to know them for later reports.
 */
const NAMES_READABLE = new Set(['en', 'fr', 'es', 'it', 'pt', 'nl']);
const languageOf = (report: ReportText) => report.language?.toLowerCase().slice(0, 2) ?? 'en';
const namesReadable = (language: string) => NAMES_READABLE.has(language) || language === 'de';
const textOf = (report: ReportText) => `${report.headline}. ${report.lead} ${report.body}`;

/** A figure said before: its digits, the word it counted and the language it was said in. */
type KnownFigure = { digits: string; unit: string; language: string };

const figureOf = (fact: Fact, language: string): KnownFigure => {
  const [digits = '', unit = ''] = fact.key.slice(2).split(' ');
  return { digits, unit, language };
};

/**
 * Whether a figure was said before with another word for what it counts: in another language ("30 Städte",
 * then "30 cities"), in another grammatical form ("30 Städte", "30 Städten"), or with no word at all.
 */
const figureSaid = (figure: KnownFigure, known: KnownFigure[]) =>
  known.some(
    (other) =>
      other.digits === figure.digits &&
      (!other.unit ||
        !figure.unit ||
        other.language !== figure.language ||
        other.unit.slice(0, 4) === figure.unit.slice(0, 4)),
  );

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
  const facts = reportFactsOf(reports);
  const known = new Set<string>();
  const knownNames: string[] = [];
  const knownFigures: KnownFigure[] = [];
  const knownPlaces: KnownPlace[] = [];
  return reports.map((report, index) => {
    const language = languageOf(report);
    const added: Fact[] = [];
    // One fact at a time, so a longer spelling later in the same report ("Techno DJ Mira Solenne") is not new either.
    for (const fact of facts[index]!) {
      const isName = fact.kind === 'name' || fact.kind === 'place';
      const figure = fact.kind === 'number' ? figureOf(fact, language) : null;
      const country = countryOf(fact);
      const place = country === undefined ? null : { country, key: fact.key.slice(2), language };
      const said =
        alreadySaid(fact, known, knownNames) ||
        (figure !== null && figureSaid(figure, knownFigures)) ||
        (place !== null && placeSaid(place, knownPlaces));
      // One report's "30-date tour" and "30 cities" are one figure: listed once, in its first words.
      const repeated =
        figure !== null &&
        added.some((other) => other.kind === 'number' && figureOf(other, language).digits === figure.digits);
      // A city or country the table knows is a place, whatever words came before it.
      if (!said && !repeated && (!isName || namesReadable(language)))
        added.push(place ? { ...fact, kind: 'place' } : fact);
      known.add(fact.key);
      if (isName) knownNames.push(fact.key.slice(2));
      if (figure) knownFigures.push(figure);
      if (place) knownPlaces.push(place);
    }
    return added
      .map((fact, order) => ({ fact, order }))
      .sort((a, b) => RANK[a.fact.kind] - RANK[b.fact.kind] || a.order - b.order)
      .slice(0, MAX_ADDED_FACTS)
      .map(({ fact }) => fact);
  });
}

/**
 * Each report's facts. German reports are read last, with the names the story's reports in the languages that
 * capitalise only names wrote: a German report may be the first to name what they name later.
 */
function reportFactsOf(reports: ReportText[]): Fact[][] {
  const facts = reports.map((report) =>
    NAMES_READABLE.has(languageOf(report)) ? reportFacts(textOf(report)) : null,
  );
  const namesElsewhere = new Set(
    facts.flatMap((list) =>
      (list ?? [])
        .filter((fact) => fact.kind === 'name' || fact.kind === 'place')
        .map((fact) => fact.key.slice(2)),
    ),
  );
  const readGerman = germanNameReader(namesElsewhere);
  return reports.map(
    (report, index) =>
      facts[index] ?? reportFacts(textOf(report), languageOf(report) === 'de' ? readGerman : undefined),
  );
}
