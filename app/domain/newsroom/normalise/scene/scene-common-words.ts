// Names of the knowledge base that are also words or phrases of running text, in `nameKey` form: a headline's
// capital proves nothing, so tagging takes them only where the words around say it is the entity
// (docs/scene-knowledge.md). Add a name here when it is a word people write in the newsroom's languages.
export const COMMON_WORD_NAMES: readonly string[] = `
space movement warp fabric ultra fisher actress wildlife disclosure justice output motion basement shelter
concrete stereo cream exit fusion melt untold medusa labyrinth concord bleep rinse sequential privilege amnesia
cocoon pendulum calibre dimension surgeon alignment burial kink parklife boomtown outlook dimensions hideout
loveland insomniac dice domino hospital atlantic pioneer air fuse sigma anna bicep printworks live performer
euphonia volca circuit prime rampa
polygon subliminal trouw
volt warehouse blaze reincidentes elsewhere closer nowadays frequency longitude elevate cable coda fold mass input
mute nord clone karotte trapez kompass fiedel
can cluster suicide numbers harmonia neu cocorico playhouse dystopian versatile
`
  .split(/\s+/)
  .filter(Boolean)
  .concat([
    'the warehouse',
    'carte blanche',
    'permanent vacation',
    'techno parade',
    'der plan',
    'liaisons dangereuses',
    'silver apples',
    'power plant',
    'the power plant',
    'the blaze',
    'park live',
    'scooter',
    'chicane',
    'faithless',
    'cheat codes',
    'two friends',
    'ace ventura',
    'captain hook',
    'the prophet',
    'mad dog',
    'deadly guns',
    'slander',
    'cascada',
    'alle farben',
    'hallucinogen',
    'optimo',
    'lovebirds',
    'stardust',
    'da capo',
    'lemon herb',
    'mamba negra',
    'inner city',
    'crystal waters',
    'eats everything',
    'function',
    'super flu',
    'the hacker',
    'scuba',
    'neophyte',
    'radio slave',
    'sigma',
    'empire of the sun',
    'ten city',
    'dance mania',
    'chain reaction',
    'global underground',
    'last night on earth',
    'all day i dream',
    'young turks',
    'dynamic tension',
    'we are the brave',
    'dmz',
    'masters of hardcore',
    'heaven',
    'gorilla',
    'hidden',
    'distillery',
    'hive',
    'barbican',
    'the white hotel',
    'harry klein',
    'green man',
    'into the woods',
    'free your mind',
    'thunderdome',
    'fresh island',
    'paradise city',
    'mayday',
    'outline',
    'percolate',
    'rise festival',
    'life festival',
    'oasis festival',
    'present perfect',
    'welcome to the future',
    'it s the ship',
    'sensation',
    'opener',
    'roskilde',
    'midas',
    'stanton',
    'eventide',
    'the lot radio',
    'keep hush',
    'technique',
    'global entertainment',
    'made event',
    'reaktor',
    'komplete',
    'model d',
    'launchkey',
    'force',
    'montage',
    'ozone',
    'pigments',
    'monologue',
    'fantom',
    'electribe',
    'time warp',
    'push 3',
    'prime 4',
    'circuit tracks',
    'the warehouse project',
  ]);

/**
 * Names that are grammar words ("Can": "Can techno still be political?", "How can DJs…"): a noun of their kind
 * beside them proves nothing, since any sentence about a DJ may hold them. Only their home town or an entity tied
 * to them says it is them ("Holger Czukay, Bassist von Can"). `nameKey` form; each is in `COMMON_WORD_NAMES` too.
 */
export const TIE_ONLY_NAMES: ReadonlySet<string> = new Set(['can']);
