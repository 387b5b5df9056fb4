import { NAME_JOINERS } from '~/domain/newsroom/normalise/lead-tokens';
import { PERSON_TITLES } from '~/domain/newsroom/normalise/other-languages';
import { PLACES } from '~/domain/newsroom/normalise/places';
import { describedFrom } from '~/domain/newsroom/normalise/scene/read-scene';
import { knownNameOf, nameKey } from '~/domain/newsroom/normalise/scene/scene-names';
import { type NameReader, normalise } from './report-facts';

/** Titles kept with the name they open, as the scene writes its stage names ("DJ Koze", "MC Spyder"). */
const STAGE_TITLES = new Set(['dj', 'djane', 'mc']);
/** Titles a German report writes before a person's name that the newsroom's list of titles lacks. */
const MORE_TITLES = new Set(['rapperin', 'djs', 'labelchef', 'labelchefin', 'betreiber', 'betreiberin']);

/** Titles long enough to end a compound title ("Kulturstaatsministerin", "Oberbürgermeister"). */
const TITLE_TAILS = [...PERSON_TITLES, ...MORE_TITLES].filter((title) => title.length >= 5);
const isTitle = (word: string) =>
  STAGE_TITLES.has(word) ||
  PERSON_TITLES.has(word) ||
  MORE_TITLES.has(word) ||
  TITLE_TAILS.some((title) => word.length >= title.length + 3 && word.endsWith(title));

/** A word styled in capitals ("DGTL", "EXIT"): German writes no noun so. */
const styled = (word: string) => /^\p{Lu}[\p{Lu}\d]{1,7}$/u.test(word);

/**
 * German capitalises every noun, so a capital alone says nothing there. A run of capitalised words holds a name
 * only where something else says so: the scene's knowledge base or the city and country table knows it, the
 * story's reports in other languages wrote it (`namesElsewhere`, in the key facts compare by), a title or a
 * kind's noun opens it ("DJ Koze", "Produzent Paul Kalkbrenner", "Kulturstaatsministerin Claudia Roth", "Der Berliner Club
 * Watergate"), or it is styled
 * in capitals. Everything else ("Hauptbühne", "Veranstalter") is a noun.
 */
export function germanNameReader(namesElsewhere: ReadonlySet<string>): NameReader {
  const known = (words: string[]) => {
    const key = nameKey(words.join(' '));
    return (
      knownNameOf(key) !== undefined ||
      namesElsewhere.has(normalise(words.join(' '))) ||
      (words.length === 1 && PLACES.has(words[0]!.toLowerCase()))
    );
  };
  return (words) => {
    const lower = words.map((word) => word.toLowerCase());
    const described = describedFrom(lower);
    if (described > 0) return [words.slice(described)];
    const found: string[][] = [];
    let at = 0;
    while (at < words.length) {
      // The longest run from here that is known, so "Boiler Room" is one name, not "Boiler".
      let end = words.length;
      while (end > at && (NAME_JOINERS.has(lower[end - 1]!) || !known(words.slice(at, end)))) end--;
      if (end > at) {
        found.push(words.slice(at, end));
        at = end;
        continue;
      }
      // A title before a capitalised word: the rest of the run is the person it names.
      const title = lower[at]!;
      const next = lower[at + 1];
      if (isTitle(title) && next !== undefined && !NAME_JOINERS.has(next)) {
        found.push(words.slice(STAGE_TITLES.has(title) ? at : at + 1));
        break;
      }
      if (styled(words[at]!)) found.push([words[at]!]);
      at++;
    }
    return found;
  };
}
