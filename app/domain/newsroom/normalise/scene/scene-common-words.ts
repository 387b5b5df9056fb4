// Names of the knowledge base that are also words or phrases of running text, in `nameKey` form: a headline's
// capital proves nothing, so tagging takes them only where the words around say it is the entity
// (docs/scene-knowledge.md). Add a name here when it is a word people write in the newsroom's languages.
export const COMMON_WORD_NAMES: readonly string[] = `
space movement warp fabric ultra fisher actress wildlife disclosure justice output motion basement shelter
concrete stereo cream exit fusion melt untold medusa labyrinth concord bleep rinse sequential privilege amnesia
cocoon pendulum calibre dimension surgeon alignment burial kink parklife boomtown outlook dimensions hideout
loveland insomniac dice domino hospital atlantic pioneer air fuse sigma anna bicep printworks live performer
euphonia volca circuit prime rampa
`
  .split(/\s+/)
  .filter(Boolean)
  .concat([
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
    'time warp',
    'push 3',
    'prime 4',
    'circuit tracks',
    'the warehouse project',
  ]);
