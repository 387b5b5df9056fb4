import type { SuggestedName } from '../classify/story-names';

/**
 * Why a new name tags its story at once (decision 068), or null when it waits for an editor as a suggestion:
 * - the words around it must say what it is (a kind): a tag readers see is always typed;
 * - and either two or more outlets of the story name it (two newsrooms read the same name independently),
 * - or it is in a headline and in a lead, with a word of its trade right beside it in one of them ("DJ and
 *   producer X", "the X label", "X festival").
 * A lookup that finds it (MusicBrainz, Wikidata) is the third way, decided by the lookup job.
 */
export function confidentBecause(name: Pick<SuggestedName, 'kind' | 'seen'>): string | null {
  if (!name.kind) return null;
  if (name.seen.sources >= 2) return `named by ${name.seen.sources} outlets`;
  if (name.seen.inTitle && name.seen.inLead && name.seen.cued)
    return 'in a headline and a lead, beside a word of its trade';
  return null;
}
