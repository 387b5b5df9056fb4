import { PLACES } from '~/domain/newsroom/normalise/places';
import { type Fact, normalise } from './report-facts';

/**
 * The newsroom's table of countries and cities as the scene's languages write them ("Belgium", "België",
 * "Belgio", "Bélgica", "Berlino"), by the key facts compare by, giving the country each names.
 */
const COUNTRY_OF = new Map([...PLACES].map(([word, country]) => [normalise(word), country]));

/** The country a name or place fact names, if the table knows the word. */
export const countryOf = (fact: Fact): string | undefined =>
  fact.kind === 'name' || fact.kind === 'place' ? COUNTRY_OF.get(fact.key.slice(2)) : undefined;

/** A place said before: the country the table gives it, its key and the language of the report. */
export type KnownPlace = { country: string; key: string; language: string };

/**
 * Whether a place was said before in other words. The table maps a city to its country, so "Berlin" and
 * "Germany" share a country: sharing one is not enough. A place is said when a known place of its country shares
 * its first three letters ("Belgio", "België" and "Belgian" after "Belgium"; "Bruxelles" after "Brussels"), or
 * when only other languages named its country so far ("Deutschland" after "Germany"). A second place of a country
 * in one language is new ("Antwerp" after "Belgium"); one named first in another language is not (a story is one
 * event in one place, so "Rotterdam" after Dutch reports of "Amsterdam" goes unlisted).
 */
export function placeSaid(place: KnownPlace, known: KnownPlace[]): boolean {
  const ofCountry = known.filter((other) => other.country === place.country);
  return (
    ofCountry.some((other) => other.key.slice(0, 3) === place.key.slice(0, 3)) ||
    (ofCountry.length > 0 && ofCountry.every((other) => other.language !== place.language))
  );
}
