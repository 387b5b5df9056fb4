// How a source's record is counted, as its pages state it: apart from the counting itself (source-record.ts),
// so the pages that show it carry no reader of facts to the browser.

/** The record covers this many days of reports. */
export const RECORD_DAYS = 90;

/** The method, as the record's page states it. */
export const RECORD_METHOD = [
  `Counted from this site's own newsroom records over the last ${RECORD_DAYS} days: every report the source's feeds brought that the newsroom grouped into a published story.`,
  'First: the source’s report was the earliest of its story by the time each outlet gave its report. Lead: hours between the source’s report and the first other outlet’s; positive means ahead.',
  'Added: the names, places, figures and dates a later report stated that no earlier report of the story had, found in the words themselves (no model; capitalised words are read as names in English, French, Spanish, Italian, Portuguese and Dutch reports; German capitalises every noun, so in German reports only names the scene knows, names another language’s report of the story wrote, names after a title (“DJ”, “Produzent”) or a kind (“Club”) and names styled in capitals are read; a date, figure, country or city told again in another language is not new).',
  'Corrections: corrections the desk made to published stories this source was first to report, from the audit log.',
  'Regularity: items in the last 12 weeks, weeks with at least one item, and the median time between items. Feed health: the last crawl’s answer and the errors in a row, as the crawler recorded them.',
];
