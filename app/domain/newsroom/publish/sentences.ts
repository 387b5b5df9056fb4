import { MONTH_OF } from '../normalise/lead-dates';

// Where a sentence ends, in the languages the newsroom reads (en, de, nl, fr, es, it, pt). A full stop ends a
// sentence unless it closes an abbreviation, an initial or an ordinal; the lists are short and shared by all
// languages, since no abbreviation of one ends sentences in another.

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

/**
 * Abbreviations that never end a sentence: titles before a name ("Dr. Motte", "St. Pauli", "Sra. Ruiz"),
 * joiners between names ("feat.", "vs.") and abbreviations inside a clause ("z.B.", "bzw.", "ca.", "p.ej.").
 */
const NEVER_FINAL = words(`
  feat ft vs vrs dr dra drs st sta sto mr mrs ms mme mlle mt prof sr sra srta sig sig.ra dott dott.ssa ing avv
  hr fr frl dhr mevr mw ir gebr hl
  e.g i.e cf approx incl excl esp
  z.b d.h u.a o.a z.t bzw ca vgl ggf evtl sog inkl zzgl bspw bzgl usf
  bijv m.b.t d.w.z i.p.v zgn resp
  p.ex p.ej p.es aprox ej vd vds pag
`);

/** Abbreviations that end no sentence when a number follows: "No. 1", "Vol. 3", "Nr. 5", "n. 7", "Op. 2". */
const BEFORE_NUMBER = words('no nr nº n núm num vol op art bd s p pp cap');

/** Words before an ordinal written as a number and a stop in German ("am 16. Juli", "zum 25. Mal"). */
const ORDINAL_BEFORE = words(
  'am im zum zur vom beim der die das den dem des ihr ihre ihrem ihren sein seine seinem seinen seiner ihrer',
);

const OPENERS = /^["“„«‘'(¿¡[]+/u;
const INITIALS = /^(?:\p{Lu}\.)*\p{Lu}$/u;
const DOTTED = /^(?:\p{L}{1,3}\.)+\p{L}{1,3}$/u;

/** Whether the stop after `before` ends its sentence, given the word that follows. */
function endsSentence(before: string, stops: string, next: string): boolean {
  const nextWord = next.replace(OPENERS, '');
  const lowerNext = /^\p{Ll}/u.test(nextWord);
  // A question or exclamation inside a quote goes on in lower case ("Why?" she asked).
  if (/[!?…]/.test(stops)) return !lowerNext;
  if (lowerNext) return false;
  const tokens = before.split(' ');
  const raw = (tokens.at(-1) ?? '').replace(OPENERS, '');
  const word = raw.toLowerCase();
  if (NEVER_FINAL.has(word) || NEVER_FINAL.has(`${word}.`)) return false;
  if (/^\d/.test(nextWord) && BEFORE_NUMBER.has(word)) return false;
  // "J. Smith", "A.G. Cook", and dotted short forms such as "U.K." or "u.a.".
  if (INITIALS.test(raw) || DOTTED.test(raw)) return false;
  if (/^\d{1,3}$/.test(raw)) {
    const month = nextWord.toLowerCase().replace(/[^\p{L}]+$/u, '');
    if (Number(raw) <= 31 && MONTH_OF.has(month)) return false;
    if (ORDINAL_BEFORE.has((tokens.at(-2) ?? '').toLowerCase())) return false;
  }
  return true;
}

// A run of stops, then any closing quotes or brackets (French ones after a space), then the space before the
// next sentence. Stops inside a number ("2.0", "6.30") or a dotted word have no space after them.
const CANDIDATE = /([.!?…]+)((?:\s?["”’»)\]])*)\s+(?=\S)/gu;

/** The sentences of a text, in order, each trimmed; whitespace is folded first. */
export function splitSentences(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  const out: string[] = [];
  let start = 0;
  for (const match of clean.matchAll(CANDIDATE)) {
    const at = match.index;
    const end = at + match[1]!.length + match[2]!.length;
    const before = clean.slice(start, at);
    const next = clean.slice(at + match[0].length, at + match[0].length + 40).split(' ')[0] ?? '';
    if (!endsSentence(before, match[1]!, next)) continue;
    out.push(clean.slice(start, end).trim());
    start = at + match[0].length;
  }
  const rest = clean.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}
