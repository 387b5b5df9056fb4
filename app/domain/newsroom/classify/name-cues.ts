import type { lexiconKinds } from '~/db/schema/newsroom';
import { foldWord } from './name-fold';

// Words that say what kind of thing a name beside them is, in the languages the newsroom reads: around a name
// that is also a common word ("Movement", "fabric", "Justice", "Bicep"), they tell the name from the word.

type Kind = (typeof lexiconKinds)[number];

const CUES: Record<Kind, string> = {
  artist: `dj djs producer producers duo trio band act artist artists album albums ep lp single track tracks remix
    remixes mix set sets tour tours gig gigs headline headlines headliner headliners b2b debut singer frontman
    live record records collaboration feat ft vs song songs decks play plays played playing
    perform performs performed
    produzent produzentin künstler kunstler gruppe tournee tournée artiste artistes groupe chanson disque
    productor productora gira canción cancion disco álbum artista gruppo canzone brano produttore nummer
    nieuwe plaat optreden`,
  label: `label labels imprint imprints records recordings release releases catalogue catalog signs signed
    sello etichetta plattenlabel`,
  venue: `club clubs nightclub venue venues dancefloor licence license licensing reopen reopens reopened
    closure close closes closing closed party parties night nights doors bouncers queue residency resident
    klub discoteca discothèque boîte sala clubnacht`,
  festival: `festival festivals edition lineup line stage stages mainstage tickets ticket weekender festivalgoers
    attendees camping site organisers organizers headliners
    festiwal edizione edición edicion ausgabe éditions édition fesztivál festivala festivalu
    izdanje`,
  brand: `synth synths mixer mixers controller controllers turntable turntables plugin plugins software hardware
    app platform streaming maker makers firmware update launch launches unveils gear company brand price
    instrument instruments`,
  product: `synth mixer controller turntable plugin software hardware firmware update model launch price`,
  genre: '',
};

const cueWords = new Map(
  Object.entries(CUES).map(([kind, words]) => [
    kind,
    new Set(words.split(/\s+/).filter(Boolean).map(foldWord)),
  ]),
);

/** Whether a word (lower case, accents folded or not) says a name of this kind stands beside it. */
export const contextCue = (kind: Kind, word: string): boolean => cueWords.get(kind)?.has(word) ?? false;

// The nouns that name a kind outright ("the duo", "the Amsterdam club", "des Festivals"): read anywhere in a
// report's lead to confirm a common-word name in its headline, where the looser cues above would say too little.
const KIND_NOUNS: Record<Kind, string> = {
  artist: `dj djs producer producers duo trio band album albums ep lp produzent produzentin productor productora
    productores produttore dúo duos disco`,
  label: 'label labels imprint sello etichetta plattenlabel',
  venue: 'club clubs nightclub venue klub discoteca discothèque',
  festival: 'festival festivals festiwal fesztivál festivala festivalu',
  brand: 'maker manufacturer',
  product: '',
  genre: '',
};

const kindNouns = new Map(
  Object.entries(KIND_NOUNS).map(([kind, words]) => [
    kind,
    new Set(words.split(/\s+/).filter(Boolean).map(foldWord)),
  ]),
);

/** Whether a word (lower case, accents folded or not) names a thing of this kind outright. */
export const kindNoun = (kind: Kind, word: string): boolean => kindNouns.get(kind)?.has(word) ?? false;
